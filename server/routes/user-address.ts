/**
 * The address book of the signed-in customer (spec §7 shows the two GETs, the writes are
 * defined in docs/openapi.yaml). Every call needs a bearer token (401 otherwise):
 *
 * - GET    /api/UserAddress                       → UserAddress[] (default first, then newest; ≤ MAX_ADDRESSES, not paged)
 * - GET    /api/UserAddress/userAddresses/{id}    → UserAddress; 404 ADDRESS_NOT_FOUND
 * - POST   /api/UserAddress      {Name, Phone, Address, WardId, IsDefault?} → 201 UserAddress;
 *                                409 ADDRESS_LIMIT_REACHED, 400 WARD_NOT_FOUND / VALIDATION_FAILED
 * - PUT    /api/UserAddress/{id} {Name, Phone, Address, WardId, IsDefault?} → UserAddress
 * - DELETE /api/UserAddress/{id}                  → null (the newest remaining becomes default)
 * - PATCH  /api/UserAddress/{id}/default          → UserAddress[] (the whole book)
 *
 * Name/phone/street are validated like PATCH /api/Order/Address (server/http/fields.ts); another
 * customer's id answers 404 ADDRESS_NOT_FOUND like a missing one. Rules: server/domain/addresses.ts.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { createAddress, deleteAddress, getAddress, listAddresses, makeDefaultAddress, updateAddress } from "../domain/addresses";
import { noStore, requireUser } from "../http/auth";
import { ok } from "../http/envelope";
import { addressField, idParams, nameField, phoneField, wardIdField } from "../http/fields";
import { parse } from "../http/validate";
import { withDefaults } from "../deps";

const addressBody = z.object({
  Name: nameField,
  Phone: phoneField,
  Address: addressField.refine((v) => v.length > 0, "Địa chỉ không được để trống"),
  WardId: wardIdField.refine((v): v is number => v !== null, "Vui lòng chọn Phường/Xã"),
  IsDefault: z.boolean({ invalid_type_error: "IsDefault phải là true hoặc false" }).nullish(),
});
const params = idParams("Mã địa chỉ không hợp lệ");

/** Reads an address body into the domain's input. */
function addressInput(body: unknown) {
  const b = parse(addressBody, body);
  return { name: b.Name, phone: b.Phone, address: b.Address, wardId: b.WardId as number, isDefault: b.IsDefault === true };
}

/** Fastify plugin with the six address-book calls above, over `app.deps` ({db, clock}). */
export async function userAddressRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = withDefaults(app.deps);
  noStore(app);

  app.get("/api/UserAddress", async (req) => {
    const user = await requireUser(req);
    return ok(listAddresses(db, user.id));
  });

  app.get("/api/UserAddress/userAddresses/:id", async (req) => {
    const user = await requireUser(req);
    const { id } = parse(params, req.params);
    return ok(getAddress(db, user.id, id));
  });

  app.post("/api/UserAddress", async (req, reply) => {
    const user = await requireUser(req);
    const created = createAddress(db, user.id, addressInput(req.body), clock());
    reply.code(201);
    return ok(created, { successMessage: "Đã thêm địa chỉ" });
  });

  app.put("/api/UserAddress/:id", async (req) => {
    const user = await requireUser(req);
    const { id } = parse(params, req.params);
    return ok(updateAddress(db, user.id, id, addressInput(req.body), clock()), { successMessage: "Đã cập nhật địa chỉ" });
  });

  app.delete("/api/UserAddress/:id", async (req) => {
    const user = await requireUser(req);
    const { id } = parse(params, req.params);
    deleteAddress(db, user.id, id);
    return ok(null, { successMessage: "Đã xóa địa chỉ" });
  });

  app.patch("/api/UserAddress/:id/default", async (req) => {
    const user = await requireUser(req);
    const { id } = parse(params, req.params);
    return ok(makeDefaultAddress(db, user.id, id), { successMessage: "Đã đặt làm địa chỉ mặc định" });
  });
}
