/**
 * `/tai-khoan/danh-gia-san-pham` — my product reviews (spec §2 account area): my reviews
 * (product, stars, title and text shown as plain text, date, `Sửa`), paged with links (`?page=`,
 * anything but 1…10 000 → 1), and the products of my paid orders not reviewed yet with
 * `Viết đánh giá`. Both links lead to the form page `/tai-khoan/danh-gia-san-pham/{productSaleId}`.
 * Customers only (§6 user group); upstream: GET /api/Feedback (bearer), GET /api/Feedback/reviewable.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireAccess, upstreamFor } from "~/features/auth/auth.server";
import { AUTH_ROLES } from "~/features/auth/roles";
import { AccountLayout } from "~/features/account/account-layout";
import { pageOfUrl } from "~/features/reviews/reviews.server";
import * as s from "~/features/reviews/reviews.css";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Pagination } from "~/components/pagination";
import * as button from "~/components/ui/button.css";
import { getMyReviews, getReviewable } from "~/upstream/reviews.server";
import { formatDateVn } from "~/utils/dates";
import { imageLoading, responsiveImage } from "~/utils/images";
import { visuallyHidden } from "../../styles/utilities.css";

export const meta: MetaFunction = () => [{ title: "Đánh giá sản phẩm – Nhà sách Đại học" }, { name: "robots", content: "noindex" }];

const formHref = (productSaleId: number) => `/tai-khoan/danh-gia-san-pham/${productSaleId}`;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAccess(context, AUTH_ROLES.user);
  const client = await upstreamFor(context);
  const page = pageOfUrl(new URL(request.url));
  const [mine, reviewable] = await Promise.all([getMyReviews(client, page), getReviewable(client, 1)]);
  return {
    reviews: mine.reviews,
    page: Math.min(page, mine.totalPage),
    totalPage: mine.totalPage,
    toReview: reviewable.products.filter((p) => p.reviewId === null),
  };
}

function Stars({ rating }: { rating: number }) {
  return (
    <>
      <span className={s.stars} aria-hidden="true">
        {"★".repeat(rating)}
        <span className={s.starsOff}>{"★".repeat(5 - rating)}</span>
      </span>
      <span className={visuallyHidden}>{rating} trên 5 sao</span>
    </>
  );
}

export default function AccountReviews() {
  const { reviews, page, totalPage, toReview } = useLoaderData<typeof loader>();
  return (
    <AccountLayout title="Đánh giá sản phẩm">
      <section className={s.section} aria-labelledby="to-review-title">
        <h2 id="to-review-title" className={s.sectionTitle}>
          Sản phẩm chờ đánh giá
        </h2>
        {toReview.length ? (
          <ul className={s.list}>
            {toReview.map((p) => (
              <li key={p.productSaleId} className={s.item}>
                <img className={s.cover} {...responsiveImage(p.imageUrl, "56px")} {...imageLoading()} alt="" />
                <div className={s.body}>
                  <p className={s.productName}>
                    <Link to={`/san-pham/${p.productSaleId}`}>{p.name}</Link>
                  </p>
                  <div className={s.actions}>
                    <Link to={formHref(p.productSaleId)} className={button.secondary} aria-label={`Viết đánh giá: ${p.name}`}>
                      Viết đánh giá
                    </Link>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className={s.empty}>
            Không còn sản phẩm nào chờ bạn đánh giá. Bạn có thể đánh giá các sản phẩm trong những đơn hàng đã thanh toán.
          </p>
        )}
      </section>
      <section className={s.section} aria-labelledby="my-reviews-title">
        <h2 id="my-reviews-title" className={s.sectionTitle}>
          Đánh giá của tôi
        </h2>
        {reviews.length ? (
          <ul className={s.list}>
            {reviews.map((r) => (
              <li key={r.id} className={s.item}>
                <img className={s.cover} {...responsiveImage(r.imageUrl, "56px")} {...imageLoading()} alt="" />
                <article className={s.body} aria-label={`Đánh giá: ${r.productName}`}>
                  <p className={s.productName}>
                    <Link to={`/san-pham/${r.productSaleId}`}>{r.productName}</Link>
                  </p>
                  <p className={s.meta}>
                    <Stars rating={r.rating} /> · <time dateTime={r.createdAt}>{formatDateVn(r.createdAt)}</time>
                    {r.updatedAt ? ` · đã sửa ${formatDateVn(r.updatedAt)}` : null}
                  </p>
                  <p className={s.title}>{r.title}</p>
                  <p className={s.content}>{r.content}</p>
                  <div className={s.actions}>
                    <Link to={formHref(r.productSaleId)} className={button.ghost} aria-label={`Sửa đánh giá: ${r.productName}`}>
                      Sửa
                    </Link>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        ) : (
          <p className={s.empty}>Bạn chưa viết đánh giá nào.</p>
        )}
        <Pagination page={page} totalPage={totalPage} hrefFor={(p) => (p > 1 ? `?page=${p}` : "?")} />
      </section>
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
