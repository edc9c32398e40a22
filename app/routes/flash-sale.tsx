/**
 * `/flashSale` — the flash sale running now (spec §2): time-boxed prices with the end time rendered
 * by the server (a countdown needs no JavaScript: the end time is shown as text), remaining
 * quantities, and add-to-cart forms. No sale running → a page that says so.
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
import { formatVnd } from "~/utils/money";

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
            <p>
              Giá flash sale <strong>{formatVnd(item.flashPrice)}</strong> · còn {Math.max(0, item.quantity - item.sold)}/{item.quantity}
            </p>
            <ProductCard product={item.product} redirectTo="/flashSale" />
          </li>
        ))}
      </ProductGrid>
    </section>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
