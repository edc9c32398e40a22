/**
 * The seeded address book: two saved addresses of the demo customer
 * `khachhang@example.com` (user 2), the Hà Nội one default. Ids and wards are exported for tests.
 */
import type { userAddresses } from "../db/schema";

type AddressRow = typeof userAddresses.$inferInsert & { id: number };

/** Facts of the seeded address book. */
export const ADDRESS_FACTS = {
  /** The demo customer's user id. */
  customerId: 2,
  /** Default address: Số 12, ngõ 165 Cầu Giấy, Phường Dịch Vọng, Quận Cầu Giấy, Hà Nội. */
  defaultAddressId: 1,
  defaultWardId: 166,
  defaultStreet: "Số 12, ngõ 165 Cầu Giấy",
  /** Second address: 45 Lê Thánh Tôn, Phường Bến Nghé, Quận 1, Hồ Chí Minh. */
  otherAddressId: 2,
  otherWardId: 26740,
  otherStreet: "45 Lê Thánh Tôn",
} as const;

/** The seeded `user_addresses` rows. */
export function buildAddresses(): AddressRow[] {
  const f = ADDRESS_FACTS;
  return [
    {
      id: f.defaultAddressId,
      userId: f.customerId,
      name: "Nguyễn Thị Lan",
      phone: "0912345678",
      address: f.defaultStreet,
      wardId: f.defaultWardId,
      isDefault: true,
      createdAt: "2024-02-15T03:40:00.000Z",
    },
    {
      id: f.otherAddressId,
      userId: f.customerId,
      name: "Nguyễn Văn Minh",
      phone: "0987123456",
      address: f.otherStreet,
      wardId: f.otherWardId,
      isDefault: false,
      createdAt: "2024-03-01T02:00:00.000Z",
    },
  ];
}
