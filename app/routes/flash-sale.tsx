/**
 * `/flashSale` — the flash sale running now (spec §2): its books with the end time rendered by the
 * server (shown as text: no JavaScript needed), remaining quantities, and add-to-cart forms. The
 * upstream's `flashPrice` is not shown until the cart charges it (issue #5, open). No sale → a page
 * that says so.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ProductCard, ProductGrid } from "~/components/product-card";
import { UpstreamClient } from "~/upstream/client.server";
import { getFlashSale } from "~/upstream/content.server";
import { formatDateTimeVn } from "~/utils/dates";
import { pageHeaders } from "~/utils/headers";

export const headers = pageHeaders;
export const meta: MetaFunction = () => [{ title: "Flash sale – Sách giảm giá trong ngày | Nhà sách Đại học" }, { name: "description", content: "Giá sốc trong thời gian có hạn cho giáo trình, sách tham khảo và ebook." }];

export async function loader(_: LoaderFunctionArgs) {
  const client = new UpstreamClient();
  const sale = await getFlashSale(client);
  return data({ sale }, { headers: { "Server-Timing": client.serverTiming() } });
}

export default function FlashSale() {
  const { sale } = useLoaderData<typeof loader>();
  if (!sale) {
    return (
      <section>
        <h1>Flash sale</h1>
        <p>Hiện chưa có chương trình flash sale. <Link to="/san-pham">Xem sách đang giảm giá</Link></p>
      </section>
    );
  }
  return (
    <section aria-labelledby="flash-title">
      <h1 id="flash-title">{sale.title}</h1>
      <p>
        Kết thúc lúc <time dateTime={sale.endsAt}>{formatDateTimeVn(sale.endsAt)}</time>
      </p>
      <ProductGrid>
        {sale.items.map((item) => (
          <li key={item.product.id}>
            {/* The flash price is not charged yet (the cart prices at the sale price): show only what the cart will charge. */}
            <p>Còn {Math.max(0, item.quantity - item.sold)}/{item.quantity} suất</p>
            <ProductCard product={item.product} redirectTo="/flashSale" />
          </li>
        ))}
      </ProductGrid>
    </section>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
