/**
 * The seeded address book: two saved addresses of the demo customer
 * `khachhang@example.com` (user 2), the Hà Nội one default. Ids and wards are exported for tests.
 * The default one is written in the 2025 two-tier map (province → ward); the other was saved before
 * 1 July 2025 (ward, district, province) and converts in one click: its ward moved whole into Phường
 * Sài Gòn (ADR 0024).
 */
import type { userAddresses } from "../db/schema";

type AddressRow = typeof userAddresses.$inferInsert & { id: number };

/** Facts of the seeded address book. */
export const ADDRESS_FACTS = {
  /** The demo customer's user id. */
  customerId: 2,
  /** Default address: Số 12, ngõ 165 Cầu Giấy, Phường Cầu Giấy, Hà Nội (2025 map: 100 000 + NSO code 00166). */
  defaultAddressId: 1,
  defaultWardId: 100_166,
  defaultStreet: "Số 12, ngõ 165 Cầu Giấy",
  /** Second address, saved before 1 July 2025: 45 Lê Thánh Tôn, Phường Bến Nghé, Quận 1, Hồ Chí Minh. */
  otherAddressId: 2,
  otherWardId: 26740,
  /** …whose ward moved whole into Phường Sài Gòn, Hồ Chí Minh (NSO 26740). */
  otherNewWardId: 126_740,
  otherNewWardName: "Phường Sài Gòn",
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
