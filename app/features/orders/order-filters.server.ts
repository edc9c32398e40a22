/**
 * The query of `/tai-khoan/don-hang` (a GET form, docs/conventions.md rule 6), read leniently so a
 * shared or hand-typed address never fails: a page that is not an integer from 1 to 10 000 (0, −1,
 * letters) is page 1 with a notice; an unknown status means every status; the code search is trimmed
 * and cut at 50 characters; a date that is not a real `yyyy-MM-dd` day, or a `from` after `to`, is
 * left out of the filter and reported under its field (Vietnamese); dd/MM/yyyy is accepted too (a browser
 * without a date picker). Never throws.
 */
import { z } from "zod";
import { MAX_PAGE, ORDER_STATUSES } from "~/constants";

/** Longest order-code search (the upstream's bound). */
const CODE_SEARCH_MAX = 50;

/** The filters as the form shows them ("" = not set) and as they go upstream. */
export interface OrderFilters {
  page: number;
  status: (typeof ORDER_STATUSES)[number] | "";
  from: string;
  to: string;
  q: string;
  /** Messages of values that were left out, by field; `page` when the page was reset. */
  errors: Partial<Record<"page" | "status" | "from" | "to", string>>;
}

const page = z
  .string()
  .regex(/^\d{1,5}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(MAX_PAGE));
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((d) => {
    const t = new Date(`${d}T00:00:00.000Z`);
    return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === d;
  });

/** Reads the filters from the page's URL; see the module docstring. */
export function readOrderFilters(url: URL): OrderFilters {
  const get = (key: string) => url.searchParams.get(key)?.trim() ?? "";
  const errors: OrderFilters["errors"] = {};

  const rawPage = get("page");
  const parsedPage = page.safeParse(rawPage);
  if (rawPage && !parsedPage.success) errors.page = "Số trang không hợp lệ, đang hiển thị trang 1.";

  const rawStatus = get("status");
  const status = (ORDER_STATUSES as readonly string[]).includes(rawStatus) ? (rawStatus as OrderFilters["status"]) : "";
  if (rawStatus && !status) errors.status = "Trạng thái không hợp lệ, đang hiển thị mọi trạng thái.";

  const day = (key: "from" | "to") => {
    const typed = get(key);
    if (!typed) return "";
    // A browser without a date picker lets people type the Vietnamese dd/MM/yyyy.
    const vn = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(typed);
    const raw = vn ? `${vn[3]}-${vn[2]!.padStart(2, "0")}-${vn[1]!.padStart(2, "0")}` : typed;
    if (isoDay.safeParse(raw).success) return raw;
    errors[key] = "Ngày không hợp lệ (nhập theo dạng dd/MM/yyyy hoặc chọn từ lịch).";
    return "";
  };
  let from = day("from");
  let to = day("to");
  if (from && to && from > to) {
    errors.to = "“Đến ngày” phải sau hoặc bằng “Từ ngày”.";
    from = "";
    to = "";
  }
  const q = [...get("q")].slice(0, CODE_SEARCH_MAX).join("");
  return { page: parsedPage.success ? parsedPage.data : 1, status, from, to, q, errors };
}
