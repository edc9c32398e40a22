/**
 * The address book (GET/POST /api/UserAddress, GET userAddresses/{id}, PUT/DELETE {id}, PATCH
 * {id}/default) and the account calls on /api/User (ChangePassword, UserApp's
 * affiliateCode/avatar), over real HTTP with the seeded demo customer (two addresses) and the
 * collaborator (none).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { MAX_ADDRESSES } from "../constants";
import { userAddresses } from "../db/schema";
import { testApp, type LooseJson, type TestApp } from "../testing/app";
import { DEMO_ACCOUNTS, DEMO_AFFILIATE_CODE } from "../seed/accounts";
import { ADDRESS_FACTS } from "../seed/addresses";

let t: TestApp;
let lan: string; // the demo customer (two seeded addresses)
let tuan: string; // the collaborator (no address)

const contact = { Name: "Trần Văn An", Phone: "0901234567", Address: "1 Nguyễn Huệ", WardId: ADDRESS_FACTS.otherNewWardId };

beforeAll(async () => {
  t = await testApp({ env: { JWT_SECRET: "user-address-test-secret-0123456789abcdef" }, listen: true });
  lan = await t.login(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
  tuan = await t.login(DEMO_ACCOUNTS.collaborator.email, DEMO_ACCOUNTS.collaborator.password);
});

afterAll(async () => {
  await t?.close();
});

const api = (method: string, url: string, token: string | null, body?: unknown) => t.api(method, url, token, body);
const book = async (token: string): Promise<LooseJson[]> => (await api("GET", "/api/UserAddress", token)).body.data;

describe("address book", () => {
  it("needs a bearer token on every call", async () => {
    for (const [method, url, body] of [
      ["GET", "/api/UserAddress", undefined],
      ["GET", "/api/UserAddress/userAddresses/1", undefined],
      ["POST", "/api/UserAddress", contact],
      ["PUT", "/api/UserAddress/1", contact],
      ["DELETE", "/api/UserAddress/1", undefined],
      ["PATCH", "/api/UserAddress/1/default", undefined],
    ] as const) {
      const res = await api(method, url, null, body);
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.body.errorCode).toBe("UNAUTHORIZED");
    }
  });

  it("lists the seeded book: the default first (2025 map, no district), the old address with its district and its new ward", async () => {
    const list = await book(lan);
    expect(list.map((a) => a.id)).toEqual([ADDRESS_FACTS.defaultAddressId, ADDRESS_FACTS.otherAddressId]);
    expect(list[0]).toMatchObject({
      isDefault: true,
      address: ADDRESS_FACTS.defaultStreet,
      wardId: ADDRESS_FACTS.defaultWardId,
      wardName: "Phường Cầu Giấy",
      districtId: null,
      districtName: null,
      cityName: "Hà Nội",
      fullAddress: `${ADDRESS_FACTS.defaultStreet}, Phường Cầu Giấy, Hà Nội`,
      isCurrent: true,
      newWard: null,
    });
    expect(list[1]).toMatchObject({
      isDefault: false,
      wardId: ADDRESS_FACTS.otherWardId,
      wardName: "Phường Bến Nghé",
      districtName: "Quận 1",
      cityName: "Hồ Chí Minh",
      fullAddress: `${ADDRESS_FACTS.otherStreet}, Phường Bến Nghé, Quận 1, Hồ Chí Minh`,
      isCurrent: false,
      newWard: {
        wardId: ADDRESS_FACTS.otherNewWardId,
        wardName: ADDRESS_FACTS.otherNewWardName,
        cityId: 1079,
        cityName: "Hồ Chí Minh",
        code: "26740",
      },
    });
  });

  it("refuses a retired ward (400 WARD_RETIRED) and an unknown one (400 WARD_NOT_FOUND) for a new address", async () => {
    const retired = await api("POST", "/api/UserAddress", tuan, { ...contact, WardId: ADDRESS_FACTS.otherWardId });
    expect(retired.status).toBe(400);
    expect(retired.body.errorCode).toBe("WARD_RETIRED");
    expect(retired.body.errorMessage).toMatch(/01\/07\/2025/);
    const unknown = await api("POST", "/api/UserAddress", tuan, { ...contact, WardId: 99_999_999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errorCode).toBe("WARD_NOT_FOUND");
    expect(await book(tuan)).toEqual([]);
  });

  it("never shows or changes another customer's address: 404 ADDRESS_NOT_FOUND like a missing one", async () => {
    const id = ADDRESS_FACTS.defaultAddressId;
    for (const [method, url, body] of [
      ["GET", `/api/UserAddress/userAddresses/${id}`, undefined],
      ["PUT", `/api/UserAddress/${id}`, contact],
      ["DELETE", `/api/UserAddress/${id}`, undefined],
      ["PATCH", `/api/UserAddress/${id}/default`, undefined],
      ["GET", "/api/UserAddress/userAddresses/999999", undefined],
    ] as const) {
      const res = await api(method, url, tuan, body);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body.errorCode).toBe("ADDRESS_NOT_FOUND");
    }
    expect((await book(lan))[0]).toMatchObject({ id, name: "Nguyễn Thị Lan", isDefault: true });
    for (const bad of ["0", "-1", "abc"]) expect((await api("GET", `/api/UserAddress/userAddresses/${bad}`, tuan)).status).toBe(400);
  });

  it("validates like the cart address: name, phone, street, ward", async () => {
    const cases: [object, string][] = [
      [{ ...contact, Name: "" }, "VALIDATION_FAILED"],
      [{ ...contact, Phone: "12345" }, "VALIDATION_FAILED"],
      [{ ...contact, Address: "   " }, "VALIDATION_FAILED"],
      [{ ...contact, WardId: null }, "VALIDATION_FAILED"],
      [{ ...contact, WardId: 99_999_999 }, "WARD_NOT_FOUND"],
    ];
    for (const [body, code] of cases) {
      const res = await api("POST", "/api/UserAddress", tuan, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errorCode).toBe(code);
    }
    expect(await book(tuan)).toEqual([]);
  });

  it("keeps exactly one default: first is default, IsDefault moves it, deleting the default promotes the newest", async () => {
    const first = await api("POST", "/api/UserAddress", tuan, { ...contact, IsDefault: false });
    expect(first.status).toBe(201);
    expect(first.body.successMessage).toBe("Đã thêm địa chỉ");
    expect(first.body.data.isDefault).toBe(true);
    const second = (await api("POST", "/api/UserAddress", tuan, { ...contact, Address: "2 Lê Lợi" })).body.data;
    expect(second.isDefault).toBe(false);
    const third = (await api("POST", "/api/UserAddress", tuan, { ...contact, Address: "3 Hai Bà Trưng", IsDefault: true })).body.data;
    expect(third.isDefault).toBe(true);
    expect((await book(tuan)).map((a) => [a.id, a.isDefault])).toEqual([
      [third.id, true],
      [second.id, false],
      [first.body.data.id, false],
    ]);

    const made = await api("PATCH", `/api/UserAddress/${second.id}/default`, tuan);
    expect(made.body.successMessage).toBe("Đã đặt làm địa chỉ mặc định");
    expect(made.body.data.filter((a: LooseJson) => a.isDefault).map((a: LooseJson) => a.id)).toEqual([second.id]);
    expect(made.body.data[0].id).toBe(second.id);

    // IsDefault false on the default leaves it the default.
    const edited = await api("PUT", `/api/UserAddress/${second.id}`, tuan, {
      ...contact,
      Name: "Lê Thị Bình",
      Address: "22 Lê Lợi",
      IsDefault: false,
    });
    expect(edited.body).toMatchObject({
      successMessage: "Đã cập nhật địa chỉ",
      data: { name: "Lê Thị Bình", address: "22 Lê Lợi", isDefault: true },
    });
    expect(edited.body.data.updatedAt).toEqual(expect.any(String));

    const deleted = await api("DELETE", `/api/UserAddress/${second.id}`, tuan);
    expect(deleted.body).toMatchObject({ isSuccess: true, data: null, successMessage: "Đã xóa địa chỉ" });
    const after = await book(tuan);
    expect(after.map((a) => [a.id, a.isDefault])).toEqual([
      [third.id, true],
      [first.body.data.id, false],
    ]);
    for (const a of after) expect((await api("DELETE", `/api/UserAddress/${a.id}`, tuan)).status).toBe(200);
    expect(await book(tuan)).toEqual([]);
  });

  it(`refuses address ${MAX_ADDRESSES + 1} with 409 ADDRESS_LIMIT_REACHED`, async () => {
    for (let i = 0; i < MAX_ADDRESSES; i++)
      expect((await api("POST", "/api/UserAddress", tuan, { ...contact, Address: `${i} Lê Lợi` })).status).toBe(201);
    const refused = await api("POST", "/api/UserAddress", tuan, contact);
    expect(refused.status).toBe(409);
    expect(refused.body.errorCode).toBe("ADDRESS_LIMIT_REACHED");
    expect(refused.body.errorMessage).toMatch(/^Sổ địa chỉ đã đủ 10 địa chỉ/);
    expect(await book(tuan)).toHaveLength(MAX_ADDRESSES);
    expect(
      t.db
        .select()
        .from(userAddresses)
        .where(eq(userAddresses.userId, 3))
        .all()
        .filter((a) => a.isDefault),
    ).toHaveLength(1);
  });
});

describe("UserApp", () => {
  it("adds the customer's affiliate code (or null) and avatar null", async () => {
    expect((await api("GET", "/api/User/UserApp", tuan)).body.data).toMatchObject({
      affiliateCode: DEMO_AFFILIATE_CODE,
      avatar: null,
      email: DEMO_ACCOUNTS.collaborator.email,
    });
    expect((await api("GET", "/api/User/UserApp", lan)).body.data).toMatchObject({
      affiliateCode: null,
      avatar: null,
      name: "Nguyễn Thị Lan",
    });
  });
});

describe("change password", () => {
  const email = "doimatkhau@example.com";
  const password = "MatKhauCu@1";

  beforeAll(async () => {
    const reg = await api("POST", "/api/User/Register-client", null, {
      Email: email,
      Phone: "0901111222",
      Name: "Phạm Đổi",
      Password: password,
    });
    expect(reg.status).toBe(200);
    const outbox = await import("node:fs").then((fs) =>
      fs.readdirSync(t.outbox).map((f) => JSON.parse(fs.readFileSync(`${t.outbox}/${f}`, "utf8"))),
    );
    const mail = outbox.find((m: LooseJson) => JSON.stringify(m).includes(email));
    const act = await api("POST", "/api/User/ActiveAccount", null, { token: reg.body.data.token, securityCode: mail.code, email });
    expect(act.status).toBe(200);
  });

  it("needs a bearer token and validates the body", async () => {
    expect((await api("PATCH", "/api/User/ChangePassword", null, { OldPassword: password, NewPassword: "MatKhauMoi@1" })).status).toBe(401);
    const session = await t.login(email, password);
    const short = await api("PATCH", "/api/User/ChangePassword", session, { OldPassword: password, NewPassword: "ngan" });
    expect(short.status).toBe(400);
    expect(short.body.errorCode).toBe("VALIDATION_FAILED");
    const same = await api("PATCH", "/api/User/ChangePassword", session, { OldPassword: password, NewPassword: password });
    expect(same.body).toMatchObject({ errorCode: "VALIDATION_FAILED", errorMessage: "Mật khẩu mới phải khác mật khẩu hiện tại" });
  });

  it("answers a fresh token for this session and ends every other session", async () => {
    const mine = await t.login(email, password);
    const other = await t.login(email, password);
    const res = await api("PATCH", "/api/User/ChangePassword", mine, { OldPassword: password, NewPassword: "MatKhauMoi@1" });
    expect(res.status).toBe(200);
    expect(res.body.successMessage).toBe("Đổi mật khẩu thành công");
    const fresh = res.body.data.token as string;
    expect((await api("GET", "/api/User/UserApp", other)).status).toBe(401);
    expect((await api("GET", "/api/User/UserApp", mine)).status).toBe(401);
    expect((await api("GET", "/api/User/UserApp", fresh)).body.data.email).toBe(email);
    await expect(t.login(email, password)).rejects.toThrow();
    const again = await t.login(email, "MatKhauMoi@1");
    // Back to the first password for the next test.
    expect((await api("PATCH", "/api/User/ChangePassword", again, { OldPassword: "MatKhauMoi@1", NewPassword: password })).status).toBe(
      200,
    );
  });

  it("a wrong current password is 400 PASSWORD_INCORRECT, counted by the login throttle: 429 once locked", async () => {
    const session = await t.login(email, password);
    let locked: LooseJson = null;
    for (let i = 0; i < 12 && !locked; i++) {
      const res = await api("PATCH", "/api/User/ChangePassword", session, { OldPassword: `Sai@${i}xxxx`, NewPassword: "MatKhauMoi@2" });
      if (res.status === 429) locked = res;
      else expect(res.body).toMatchObject({ errorCode: "PASSWORD_INCORRECT", errorMessage: "Mật khẩu hiện tại không đúng" });
    }
    expect(locked?.body.errorCode).toBe("RATE_LIMITED");
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    // Even the right password is refused while locked, and the login of the same e-mail too.
    expect((await api("PATCH", "/api/User/ChangePassword", session, { OldPassword: password, NewPassword: "MatKhauMoi@2" })).status).toBe(
      429,
    );
    expect((await api("POST", "/api/Authentication/Login", null, { Email: email, Password: password })).status).toBe(429);
  });
});
