/**
 * `/tiep-nhan-ban-thao` — manuscript intake (spec §2; ADR 0015): how the publisher takes
 * manuscripts, `Tạo bản thảo`, and for a signed-in author `Bản thảo của tôi` (§7
 * `GET /api/Draft/GetDraftList`, `?trang=` clamped). Cache: `PUBLIC_PAGE` — the guest variant is
 * the same for every anonymous visitor; the signed-in variant is never shared because a signed-in
 * request carries `__session` and the server entry then always answers `private, no-store` (ADR 0007).
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { loadIntake } from "~/features/drafts/drafts.server";
import { IntakeView } from "~/features/drafts/intake-view";
import { PUBLIC_PAGE } from "~/utils/cache-policy";
import { pageHeaders } from "~/utils/headers";

export const headers = pageHeaders;
/** The guest variant is shareable; any signed-in request has `__session` and stays private (ADR 0007). */
export const handle = PUBLIC_PAGE;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Tiếp nhận bản thảo${data && data.page > 1 ? ` – Trang ${data.page}` : ""} – Nhà sách Đại học` },
  {
    name: "description",
    content:
      "Gửi bản thảo giáo trình, sách chuyên khảo, sách tham khảo cho Nhà xuất bản Đại học Quốc gia Hà Nội và theo dõi quá trình thẩm định.",
  },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadIntake(context, request);
}

export default function DraftIntake() {
  const d = useLoaderData<typeof loader>();
  return <IntakeView {...d} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
