/**
 * The seeded content pages (spec §2 /gioi-thieu, the policy and help pages, `/pages/{id}`; §3 "Content
 * page": title and HTML content fetched by slug), served by `GET /api/Pages/{slug}`.
 *
 * The texts state the rules the upstream really applies (shipping fees by region and the free-shipping
 * threshold of server/domain/cart.ts, the 15-minute hold of unpaid orders, VNPay and ePay, vouchers,
 * affiliate commissions on paid orders) and the publisher's contact details shown in the storefront
 * footer, so that a page never contradicts the shop.
 *
 * Generic `/pages/{id}` pages use their slug as id (`cau-hoi-thuong-gap`, `lien-he`, `hop-tac-xuat-ban`).
 */
import type { contentPages } from "../db/schema";
import { FREE_SHIPPING_THRESHOLD, MAX_LINE_QUANTITY, SHIPPING_FEE_BY_REGION } from "../domain/cart";
import { DEMO_VOUCHER_CODE } from "./accounts";
import { a, formatVnd, h2, h3, ol, p, table, ul, vnInstant } from "./html";
import { PUBLISHER } from "./catalog";

export type ContentPageRow = typeof contentPages.$inferInsert & { id: number };

/** Slugs of the policy and help pages of spec §2 (the footer links). */
export const POLICY_PAGE_SLUGS = [
  "dieu-khoan-su-dung",
  "dieu-khoan-cong-tac-vien",
  "chinh-sach-bao-mat",
  "chinh-sach-kiem-hang",
  "chinh-sach-mua-hang",
  "chinh-sach-doi-tra",
  "huong-dan-dat-hang",
  "phuong-thuc-van-chuyen",
  "ho-tro",
] as const;

/** Slugs of the generic `/pages/{id}` pages (the id is the slug). */
export const GENERIC_PAGE_SLUGS = ["cau-hoi-thuong-gap", "lien-he", "hop-tac-xuat-ban"] as const;

const CONTACT = {
  address: "16 Hàng Chuối, Hai Bà Trưng, Hà Nội",
  hotline: "024 3971 4896",
  hotline2: "024 3972 4770",
  sales: "kinhdoanh@nxbdhqg.vn",
  editorial: "bientap@nxbdhqg.vn",
  hours: "8:00 – 17:00, từ thứ Hai đến thứ Sáu (trừ ngày lễ)",
};
const ORDER_HOLD_MINUTES = 15;
const fee = SHIPPING_FEE_BY_REGION;
const free = formatVnd(FREE_SHIPPING_THRESHOLD);

const contactList = () =>
  ul([
    `Địa chỉ: ${CONTACT.address}`,
    `Hotline: ${CONTACT.hotline} – ${CONTACT.hotline2} (${CONTACT.hours})`,
    `Email bán hàng: ${CONTACT.sales}`,
    `Email biên tập: ${CONTACT.editorial}`,
  ]);

const shippingTable = () =>
  table(
    "Phí giao hàng sách in",
    ["Khu vực nhận hàng", "Phí giao hàng", "Thời gian dự kiến"],
    [
      ["Miền Bắc", formatVnd(fee.north), "1–3 ngày làm việc"],
      ["Miền Trung", formatVnd(fee.central), "3–5 ngày làm việc"],
      ["Miền Nam", formatVnd(fee.south), "3–6 ngày làm việc"],
      [`Đơn hàng từ ${free}`, "Miễn phí", "Như trên"],
      ["Đơn hàng chỉ gồm sách điện tử", "Không mất phí", "Ngay sau khi thanh toán"],
    ],
  );

interface PageDef {
  slug: string;
  title: string;
  /** Day of the last update, "yyyy-MM-dd" (Vietnam). */
  updated: string;
  body: string[];
}

const PAGES: readonly PageDef[] = [
  {
    slug: "gioi-thieu",
    title: "Giới thiệu Nhà xuất bản Đại học Quốc gia Hà Nội",
    updated: "2026-01-05",
    body: [
      p(
        `<strong>${PUBLISHER}</strong> là đơn vị xuất bản trực thuộc Đại học Quốc gia Hà Nội, có chức năng xuất bản giáo trình, sách chuyên khảo, sách tham khảo và tài liệu phục vụ đào tạo, nghiên cứu khoa học và phổ biến tri thức.`,
      ),
      h2("Sứ mệnh"),
      p(
        "Nhà xuất bản mang đến cho người học và người nghiên cứu những ấn phẩm học thuật chuẩn mực, cập nhật và dễ tiếp cận; đồng hành cùng giảng viên từ ý tưởng bản thảo đến khi cuốn sách đến tay bạn đọc.",
      ),
      h2("Lĩnh vực xuất bản"),
      ul([
        "Giáo trình và bài giảng cho bậc đại học, sau đại học",
        "Sách chuyên khảo, kỷ yếu hội thảo khoa học",
        "Sách tham khảo: kinh tế, luật, y học, khoa học tự nhiên, khoa học xã hội, kỹ thuật, công nghệ thông tin",
        "Sách ngoại ngữ, sách kỹ năng cho sinh viên và sách khoa học cho thiếu nhi",
        "Sách điện tử và học liệu số",
      ]),
      h2("Nhà sách trực tuyến"),
      h3("Mua sách in và sách điện tử"),
      p(
        `Trên website, bạn đọc có thể mua sách in được giao tận nơi trên toàn quốc và sách điện tử đọc ngay sau khi thanh toán. Đơn hàng từ ${free} được miễn phí giao hàng.`,
      ),
      h3("Thư viện khóa học"),
      p(`Bên cạnh sách, Nhà xuất bản cung cấp các khóa học trực tuyến do chính tác giả giảng dạy, tại mục ${a("/thu-vien", "Thư viện")}.`),
      h2("Liên hệ"),
      contactList(),
    ],
  },
  {
    slug: "dieu-khoan-su-dung",
    title: "Điều khoản sử dụng",
    updated: "2026-08-28",
    body: [
      p(
        "Khi truy cập và sử dụng website của Nhà xuất bản, bạn đồng ý với các điều khoản dưới đây. Vui lòng đọc kỹ trước khi đăng ký tài khoản hoặc đặt hàng.",
      ),
      h2("1. Tài khoản"),
      ul([
        "Bạn cung cấp thông tin chính xác khi đăng ký (họ tên, email, số điện thoại) và kích hoạt tài khoản bằng mã gồm 6 chữ số được gửi qua email.",
        "Mật khẩu có ít nhất 8 ký tự. Bạn chịu trách nhiệm giữ bí mật mật khẩu và mọi hoạt động dưới tài khoản của mình.",
        "Nhà xuất bản có thể tạm khóa tài khoản có dấu hiệu gian lận, mạo danh hoặc vi phạm pháp luật.",
      ]),
      h2("2. Đặt hàng và thanh toán"),
      p(
        `Giá bán hiển thị trên website đã bao gồm thuế giá trị gia tăng. Đơn hàng chỉ được xác nhận khi thanh toán thành công qua VNPay hoặc ePay; sách được giữ cho bạn trong ${ORDER_HOLD_MINUTES} phút kể từ khi đặt hàng. Chi tiết xem tại ${a("/chinh-sach-mua-hang", "Chính sách mua hàng")}.`,
      ),
      h2("3. Sách điện tử và nội dung số"),
      h3("Quyền sử dụng"),
      p(
        "Sách điện tử và khóa học được cấp quyền sử dụng cho cá nhân chủ tài khoản, không được sao chép, chia sẻ tài khoản, phát tán hoặc sử dụng vào mục đích thương mại.",
      ),
      h3("Bản quyền"),
      p(
        "Toàn bộ nội dung trên website (văn bản, hình ảnh, sách điện tử, video bài giảng) thuộc quyền sở hữu của Nhà xuất bản và các tác giả, được bảo hộ theo Luật Sở hữu trí tuệ.",
      ),
      h2("4. Hành vi không được phép"),
      ul([
        "Can thiệp, dò quét hoặc làm gián đoạn hoạt động của website",
        "Đăng tải nội dung sai sự thật, xúc phạm hoặc vi phạm pháp luật trong phần đánh giá sản phẩm",
        "Sử dụng mã khuyến mãi, mã cộng tác viên trái với điều kiện áp dụng",
      ]),
      h2("5. Thay đổi điều khoản"),
      p(
        "Nhà xuất bản có thể cập nhật các điều khoản này; phiên bản mới có hiệu lực kể từ khi được đăng trên website. Mọi thắc mắc xin gửi về " +
          CONTACT.sales +
          ".",
      ),
    ],
  },
  {
    slug: "dieu-khoan-cong-tac-vien",
    title: "Điều khoản cộng tác viên (Affiliate)",
    updated: "2026-08-28",
    body: [
      p(
        "Chương trình cộng tác viên cho phép bạn giới thiệu sách của Nhà xuất bản và nhận hoa hồng trên các đơn hàng thành công có sử dụng mã cộng tác viên của bạn.",
      ),
      h2("1. Đăng ký và mã cộng tác viên"),
      p(
        `Chủ tài khoản đã kích hoạt có thể đăng ký làm cộng tác viên tại mục ${a("/tai-khoan/affiliate", "Affiliate")}. Mỗi cộng tác viên được cấp một mã riêng để chia sẻ với người mua.`,
      ),
      h2("2. Cách tính hoa hồng"),
      ul([
        "Hoa hồng được tính trên giá trị đơn hàng sau khi trừ khuyến mãi, không bao gồm phí giao hàng.",
        "Tỷ lệ hoa hồng mặc định là 5%, làm tròn xuống đến đồng.",
        "Hoa hồng chỉ được ghi nhận khi đơn hàng đã thanh toán thành công; đơn hàng bị hủy, thanh toán thất bại hoặc hoàn tiền không được tính.",
        "Bạn không thể dùng mã cộng tác viên của chính mình.",
      ]),
      table(
        "Ví dụ cách tính hoa hồng",
        ["Tạm tính", "Khuyến mãi", "Phí giao hàng", "Hoa hồng 5%"],
        [
          ["300.000 ₫", "30.000 ₫", formatVnd(fee.north), "13.500 ₫"],
          ["600.000 ₫", "0 ₫", "Miễn phí", "30.000 ₫"],
        ],
      ),
      h2("3. Thanh toán hoa hồng"),
      p(
        "Hoa hồng được đối soát vào ngày 5 hằng tháng và chuyển khoản cho cộng tác viên khi số dư từ 200.000 ₫. Cộng tác viên cung cấp thông tin tài khoản ngân hàng chính chủ và mã số thuế cá nhân theo quy định.",
      ),
      h2("4. Quy định chung"),
      h3("Trách nhiệm của cộng tác viên"),
      ul([
        "Giới thiệu sản phẩm trung thực, không đưa thông tin sai về giá hoặc khuyến mãi",
        "Không chạy quảng cáo mạo danh thương hiệu của Nhà xuất bản",
        "Không tự tạo đơn hàng ảo để hưởng hoa hồng",
      ]),
      h3("Chấm dứt hợp tác"),
      p(
        "Nhà xuất bản có quyền ngừng mã cộng tác viên và hủy hoa hồng chưa thanh toán khi phát hiện vi phạm. Mã đã ngừng hoạt động sẽ không còn được chấp nhận trong giỏ hàng.",
      ),
    ],
  },
  {
    slug: "chinh-sach-bao-mat",
    title: "Chính sách bảo mật thông tin cá nhân",
    updated: "2026-11-28",
    body: [
      p(
        "Nhà xuất bản tôn trọng và bảo vệ dữ liệu cá nhân của khách hàng theo Luật Bảo vệ dữ liệu cá nhân số 91/2025/QH15 và Nghị định số 356/2025/NĐ-CP. Trang này cho biết chúng tôi xử lý dữ liệu nào, vì sao, lưu bao lâu và bạn thực hiện quyền của mình ở đâu.",
      ),
      h2("1. Dữ liệu được xử lý, mục đích và thời hạn lưu trữ"),
      table(
        "Dữ liệu, mục đích và thời hạn lưu trữ",
        ["Dữ liệu", "Mục đích", "Thời hạn lưu trữ"],
        [
          [
            "Tài khoản: họ tên, email, số điện thoại, ngày sinh, địa chỉ",
            "Đăng nhập, giao hàng, chăm sóc khách hàng",
            "Đến khi bạn xóa tài khoản",
          ],
          [
            "Đơn hàng: sách đã mua, người nhận, địa chỉ giao hàng, thanh toán",
            "Thực hiện hợp đồng mua bán, kế toán, thuế",
            "10 năm theo quy định về chứng từ kế toán; khi xóa tài khoản, đơn hàng không còn gắn với bạn",
          ],
          [
            "Đánh giá sản phẩm",
            "Hiển thị nhận xét cho người mua khác",
            "Đến khi bạn xóa đánh giá; khi xóa tài khoản, đánh giá hiển thị tên “Khách hàng”",
          ],
          ["Tiến độ học", "Cấp quyền học, tiếp tục bài đang học", "Đến khi bạn xóa tài khoản"],
          [
            "Bài làm, điểm và chứng chỉ",
            "Chấm bài, cấp và xác thực chứng chỉ; lưu hồ sơ đánh giá theo Thông tư 38/2020/TT-BGDĐT",
            "Khi xóa tài khoản, bài làm và điểm được giữ nhưng không còn gắn với bạn (không tên, không email); chứng chỉ bị thu hồi và trang xác thực chỉ ghi “Khách hàng”",
          ],
          ["Bản thảo và tệp đính kèm", "Tiếp nhận, thẩm định bản thảo", "Đến khi bạn xóa tài khoản"],
          ["Email khuyến mãi (chỉ khi bạn đồng ý)", "Giới thiệu sách mới và ưu đãi", "Đến khi bạn rút lại đồng ý"],
          [
            "Mã cộng tác viên từ liên kết (chỉ khi bạn đồng ý)",
            "Ghi nhận hoa hồng cho cộng tác viên",
            "Đến khi bạn rút lại đồng ý hoặc đặt đơn",
          ],
          [
            "Số đo hiệu năng trang (chỉ khi bạn đồng ý; không kèm thông tin cá nhân)",
            "Cải thiện tốc độ trang",
            "Chỉ lưu dạng số liệu tổng hợp",
          ],
          ["Cookie phiên đăng nhập và giỏ hàng", "Giữ đăng nhập và giỏ hàng", "Tối đa 30 ngày"],
        ],
      ),
      p(
        "Nhà xuất bản <strong>không lưu</strong> số thẻ, mã CVV hay mật khẩu ngân hàng: thông tin thẻ được nhập trực tiếp trên trang của cổng thanh toán. Mật khẩu được lưu dưới dạng mã băm một chiều; dữ liệu được lưu trữ tại Việt Nam và chỉ nhân viên có thẩm quyền mới được truy cập.",
      ),
      h2("2. Sự đồng ý"),
      p(
        `Các mục khuyến mãi qua email, ghi nhận mã cộng tác viên và đo hiệu năng trang chỉ được thực hiện khi bạn đánh dấu đồng ý (mặc định không đánh dấu). Bạn rút lại sự đồng ý trong cùng biểu mẫu tại ${a("/tai-khoan/du-lieu-ca-nhan", "Dữ liệu cá nhân")}; mỗi thay đổi được ghi lại cùng thời điểm và nội dung bạn đã thấy.`,
      ),
      h2("3. Chia sẻ thông tin"),
      table(
        "Bên nhận thông tin",
        ["Bên nhận", "Thông tin", "Mục đích"],
        [
          ["Đơn vị vận chuyển", "Họ tên, số điện thoại, địa chỉ nhận hàng", "Giao sách in"],
          ["Cổng thanh toán (VNPay, ePay, MoMo)", "Mã đơn hàng, số tiền", "Xử lý thanh toán"],
          ["Cơ quan nhà nước có thẩm quyền", "Theo yêu cầu bằng văn bản", "Tuân thủ pháp luật"],
        ],
      ),
      h2("4. Quyền của bạn"),
      p(
        `Tại ${a("/tai-khoan/du-lieu-ca-nhan", "Dữ liệu cá nhân")} trong tài khoản, bạn tự thực hiện các quyền của mình: xem và tải toàn bộ dữ liệu (tệp JSON), thay đổi hoặc rút lại sự đồng ý, và xóa tài khoản. Thông tin hồ sơ được chỉnh sửa tại ${a("/tai-khoan/thong-tin-tai-khoan", "Thông tin tài khoản")}.`,
      ),
      h2("5. Liên hệ về dữ liệu cá nhân"),
      p(
        `Bộ phận bảo vệ dữ liệu cá nhân của Nhà xuất bản, ${CONTACT.address}; điện thoại ${CONTACT.hotline} (${CONTACT.hours}). Chúng tôi trả lời yêu cầu trong vòng 72 giờ làm việc.`,
      ),
    ],
  },
  {
    slug: "chinh-sach-kiem-hang",
    title: "Chính sách kiểm hàng",
    updated: "2026-06-01",
    body: [
      p("Nhằm bảo đảm quyền lợi của khách hàng, Nhà xuất bản cho phép kiểm tra hàng trước khi nhận đối với mọi đơn hàng sách in."),
      h2("1. Nội dung được kiểm tra"),
      ul(["Số lượng và tên sách đúng với đơn hàng", "Tình trạng bao bì, bìa sách không rách, không ướt", "Tem chống giả còn nguyên vẹn"]),
      p("Khách hàng được mở gói hàng để kiểm tra bên ngoài sản phẩm, không được đọc thử hoặc làm hư hại sách."),
      h2("2. Cách thức kiểm hàng"),
      ol([
        "Kiểm tra gói hàng còn nguyên niêm phong trước khi mở",
        "Mở gói hàng trước mặt nhân viên giao hàng",
        "Đối chiếu sách nhận được với đơn hàng trong email xác nhận",
        "Ký nhận nếu hàng đúng; nếu không đúng, từ chối nhận và báo ngay cho Nhà xuất bản",
      ]),
      h2("3. Xử lý khi hàng không đúng"),
      h3("Từ chối nhận hàng"),
      p(
        `Nếu sách sai, thiếu hoặc hư hỏng, bạn có quyền từ chối nhận và liên hệ hotline ${CONTACT.hotline}. Nhà xuất bản gửi lại sách đúng hoặc hoàn tiền trong 3–5 ngày làm việc.`,
      ),
      h3("Phát hiện lỗi sau khi nhận"),
      p(`Lỗi in ấn bên trong sách (thiếu trang, ngược trang, mờ chữ) được đổi theo ${a("/chinh-sach-doi-tra", "Chính sách đổi trả")}.`),
      table(
        "Trường hợp và cách xử lý",
        ["Trường hợp", "Cách xử lý"],
        [
          ["Sai tên sách, sai số lượng", "Từ chối nhận, gửi lại đơn đúng miễn phí"],
          ["Bìa rách, sách ướt do vận chuyển", "Từ chối nhận, gửi sách mới miễn phí"],
          ["Lỗi in phát hiện sau khi nhận", "Đổi sách trong 7 ngày"],
        ],
      ),
    ],
  },
  {
    slug: "chinh-sach-mua-hang",
    title: "Chính sách mua hàng",
    updated: "2026-08-28",
    body: [
      h2("1. Giá bán"),
      p(
        "Giá bán trên website là giá đã bao gồm thuế giá trị gia tăng, được tính theo giá tại thời điểm đặt hàng. Giá khuyến mãi, giá Flash Sale chỉ áp dụng trong thời gian chương trình diễn ra và với số lượng có hạn.",
      ),
      h2("2. Đặt hàng"),
      ul([
        `Mỗi đầu sách được đặt tối đa ${MAX_LINE_QUANTITY} cuốn trong một đơn hàng; số lượng không vượt quá số sách còn trong kho.`,
        "Khách chưa đăng nhập vẫn có thể đặt hàng bằng họ tên, số điện thoại, email và địa chỉ nhận hàng.",
        "Đơn hàng chỉ gồm sách điện tử không cần địa chỉ giao hàng.",
      ]),
      h2("3. Thanh toán"),
      h3("Cổng thanh toán"),
      p(
        "Nhà xuất bản nhận thanh toán trực tuyến qua VNPay (thẻ ATM nội địa, ứng dụng ngân hàng, VNPAY-QR) và ePay (thẻ quốc tế Visa, Mastercard, JCB).",
      ),
      h3("Thời hạn thanh toán"),
      p(
        `Sau khi đặt hàng, sách được giữ cho bạn trong ${ORDER_HOLD_MINUTES} phút. Nếu chưa thanh toán thành công trong thời gian này, đơn hàng tự động hủy và sách được trả lại kho.`,
      ),
      h2("4. Mã khuyến mãi"),
      p(
        `Mỗi đơn hàng được áp dụng một mã voucher và một mã coupon, cùng một mã cộng tác viên. Mã có điều kiện về thời gian, giá trị đơn hàng tối thiểu và số lượt sử dụng; ví dụ mã ${DEMO_VOUCHER_CODE} giảm 10%, tối đa 50.000 ₫ cho đơn hàng từ 100.000 ₫. Mã chỉ được tính là đã dùng khi đơn hàng thanh toán thành công.`,
      ),
      table(
        "Tổng tiền đơn hàng",
        ["Khoản", "Cách tính"],
        [
          ["Tạm tính", "Tổng giá bán của các sách trong giỏ"],
          ["Khuyến mãi", "Giảm theo mã voucher và coupon hợp lệ"],
          ["Phí giao hàng", `Theo khu vực; miễn phí cho đơn từ ${free} và đơn chỉ có sách điện tử`],
          ["Tổng cộng", "Tạm tính − Khuyến mãi + Phí giao hàng"],
        ],
      ),
      h2("5. Hóa đơn"),
      p(
        `Khách hàng cần hóa đơn giá trị gia tăng vui lòng gửi thông tin xuất hóa đơn đến ${CONTACT.sales} trong vòng 24 giờ kể từ khi thanh toán.`,
      ),
    ],
  },
  {
    slug: "chinh-sach-doi-tra",
    title: "Chính sách đổi trả và hoàn tiền",
    updated: "2026-06-01",
    body: [
      h2("1. Điều kiện đổi trả"),
      p("Nhà xuất bản nhận đổi sách in trong vòng <strong>7 ngày</strong> kể từ ngày nhận hàng trong các trường hợp sau:"),
      ul([
        "Sách bị lỗi in: thiếu trang, ngược trang, trùng trang, mờ chữ",
        "Sách giao sai tên, sai phiên bản so với đơn hàng",
        "Sách hư hỏng do vận chuyển (đã ghi nhận khi kiểm hàng)",
      ]),
      p("Sách đổi phải còn nguyên vẹn, không viết, vẽ, gạch chân, kèm hóa đơn hoặc mã đơn hàng."),
      h2("2. Trường hợp không áp dụng"),
      ul([
        "Sách điện tử và khóa học đã được kích hoạt",
        "Sách hư hỏng do người mua bảo quản không đúng cách",
        "Đổi ý không muốn mua sau khi đã nhận hàng đúng",
      ]),
      h2("3. Quy trình đổi trả"),
      ol([
        `Liên hệ hotline ${CONTACT.hotline} hoặc email ${CONTACT.sales}, cung cấp mã đơn hàng và ảnh chụp lỗi`,
        "Nhà xuất bản xác nhận trong 1 ngày làm việc",
        "Gửi sách về địa chỉ của Nhà xuất bản (phí gửi do Nhà xuất bản chịu nếu lỗi từ phía Nhà xuất bản)",
        "Nhận sách mới hoặc hoàn tiền",
      ]),
      h2("4. Hoàn tiền"),
      h3("Thời gian hoàn tiền"),
      table(
        "Thời gian hoàn tiền theo phương thức thanh toán",
        ["Phương thức", "Thời gian hoàn tiền"],
        [
          ["VNPay – thẻ ATM, ứng dụng ngân hàng", "5–7 ngày làm việc"],
          ["ePay – thẻ quốc tế", "7–15 ngày làm việc"],
        ],
      ),
      h3("Sách điện tử lỗi kỹ thuật"),
      p(
        "Nếu sách điện tử không mở được do lỗi từ phía Nhà xuất bản và không khắc phục được trong 3 ngày làm việc, bạn được hoàn lại toàn bộ số tiền.",
      ),
    ],
  },
  {
    slug: "huong-dan-dat-hang",
    title: "Hướng dẫn đặt hàng",
    updated: "2026-08-28",
    body: [
      p("Đặt sách trên website chỉ mất vài phút, kể cả khi bạn chưa có tài khoản."),
      h2("Bước 1: Chọn sách"),
      p(`Tìm sách bằng ô tìm kiếm ở đầu trang hoặc duyệt theo ${a("/san-pham", "danh mục sách")}, sau đó bấm “Thêm vào giỏ hàng”.`),
      h2("Bước 2: Kiểm tra giỏ hàng"),
      ul(["Điều chỉnh số lượng và bấm “Cập nhật”", "Nhập mã khuyến mãi, mã affiliate nếu có", "Bấm “Tiến hành đặt hàng”"]),
      h2("Bước 3: Nhập thông tin giao hàng"),
      h3("Sách in"),
      p(
        "Nhập họ tên, số điện thoại, email, chọn Tỉnh/Thành phố, Quận/Huyện, Phường/Xã và địa chỉ cụ thể. Phí giao hàng được tính ngay theo khu vực.",
      ),
      h3("Sách điện tử"),
      p("Đơn hàng chỉ gồm sách điện tử không cần địa chỉ giao hàng và không mất phí giao hàng."),
      h2("Bước 4: Thanh toán"),
      ol([
        "Chọn VNPay hoặc ePay và bấm “Đặt hàng”",
        "Hoàn tất thanh toán trên trang của cổng thanh toán",
        "Trở lại website để xem trang xác nhận “Đặt hàng thành công” kèm mã đơn hàng",
      ]),
      p(`Lưu ý: sách được giữ cho bạn trong ${ORDER_HOLD_MINUTES} phút để thanh toán.`),
      table(
        "Những lỗi thường gặp",
        ["Thông báo", "Cách khắc phục"],
        [
          ["Sách không đủ số lượng", "Giảm số lượng hoặc chọn sách khác"],
          ["Mã khuyến mãi không hợp lệ", "Kiểm tra lại mã, thời hạn và giá trị đơn hàng tối thiểu"],
          ["Thanh toán không thành công", "Kiểm tra số dư, hạn mức thẻ và thử lại trong thời gian giữ hàng"],
        ],
      ),
    ],
  },
  {
    slug: "phuong-thuc-van-chuyen",
    title: "Phương thức vận chuyển",
    updated: "2026-08-28",
    body: [
      p("Sách in được đóng gói tại kho của Nhà xuất bản ở Hà Nội và giao qua các đơn vị vận chuyển đối tác trên toàn quốc."),
      h2("1. Phí và thời gian giao hàng"),
      shippingTable(),
      p("Thời gian giao hàng tính từ khi đơn hàng được thanh toán thành công, không tính thứ Bảy, Chủ nhật và ngày lễ."),
      h2("2. Đóng gói"),
      ul([
        "Sách được bọc màng co và đóng hộp carton chống va đập",
        "Đơn hàng nhiều sách được chèn giấy chống xê dịch",
        "Mỗi gói hàng có phiếu giao hàng ghi mã đơn",
      ]),
      h2("3. Theo dõi đơn hàng"),
      h3("Khách hàng có tài khoản"),
      p(`Xem trạng thái đơn hàng trong mục ${a("/tai-khoan", "Tài khoản")} → Đơn hàng.`),
      h3("Khách chưa đăng nhập"),
      p("Theo dõi đơn hàng qua đường dẫn trong email xác nhận đơn hàng."),
      h2("4. Sách điện tử"),
      p("Sách điện tử không cần vận chuyển: sách có ngay trong mục Thư viện của tôi sau khi thanh toán thành công."),
    ],
  },
  {
    slug: "ho-tro",
    title: "Hỗ trợ khách hàng",
    updated: "2026-08-28",
    body: [
      p("Đội ngũ chăm sóc khách hàng của Nhà xuất bản luôn sẵn sàng hỗ trợ bạn."),
      h2("Kênh liên hệ"),
      table(
        "Kênh hỗ trợ",
        ["Kênh", "Thông tin", "Thời gian"],
        [
          ["Hotline", `${CONTACT.hotline} – ${CONTACT.hotline2}`, CONTACT.hours],
          ["Email bán hàng", CONTACT.sales, "Phản hồi trong 24 giờ làm việc"],
          ["Email biên tập, bản thảo", CONTACT.editorial, "Phản hồi trong 3 ngày làm việc"],
          ["Trực tiếp", CONTACT.address, CONTACT.hours],
        ],
      ),
      h2("Câu hỏi thường gặp"),
      h3("Tôi không nhận được mã kích hoạt?"),
      p("Kiểm tra thư mục Spam/Quảng cáo, sau đó bấm “Gửi lại mã” (mỗi phút gửi được một lần). Mã có hiệu lực 15 phút."),
      h3("Tôi quên mật khẩu?"),
      p("Chọn “Quên mật khẩu”, nhập email để nhận mã xác nhận gồm 6 chữ số, rồi đặt mật khẩu mới có ít nhất 8 ký tự."),
      h3("Đã thanh toán nhưng đơn hàng chưa cập nhật?"),
      ul([
        "Chờ vài phút để cổng thanh toán gửi kết quả",
        "Tải lại trang đơn hàng",
        `Nếu sau 30 phút vẫn chưa cập nhật, gọi hotline ${CONTACT.hotline} và cung cấp mã đơn hàng`,
      ]),
      p(`Xem thêm ${a("/pages/cau-hoi-thuong-gap", "các câu hỏi thường gặp")} và ${a("/huong-dan-dat-hang", "hướng dẫn đặt hàng")}.`),
    ],
  },
  {
    slug: "cau-hoi-thuong-gap",
    title: "Câu hỏi thường gặp",
    updated: "2026-09-01",
    body: [
      h2("Về đặt hàng"),
      h3("Tôi có cần tài khoản để mua sách không?"),
      p(
        "Không bắt buộc. Bạn có thể đặt hàng không cần đăng nhập; tài khoản giúp lưu địa chỉ, theo dõi đơn hàng và đọc sách điện tử đã mua.",
      ),
      h3("Tôi có thể dùng nhiều mã khuyến mãi cho một đơn không?"),
      p("Mỗi đơn hàng dùng được một mã voucher, một mã coupon và một mã cộng tác viên."),
      h2("Về giao hàng"),
      h3("Phí giao hàng là bao nhiêu?"),
      shippingTable(),
      h2("Về sách điện tử"),
      h3("Đọc sách điện tử ở đâu?"),
      ul([
        "Trên website, mục Thư viện của tôi",
        "Trên ứng dụng đọc sách cho Android và iOS",
        "Đọc ngoại tuyến sau khi tải sách về ứng dụng",
      ]),
      h3("Sách điện tử có được đổi trả không?"),
      p(`Sách điện tử đã kích hoạt không được đổi trả, trừ lỗi kỹ thuật (xem ${a("/chinh-sach-doi-tra", "Chính sách đổi trả")}).`),
    ],
  },
  {
    slug: "lien-he",
    title: "Liên hệ",
    updated: "2026-01-05",
    body: [
      p(`<strong>${PUBLISHER}</strong>`),
      h2("Thông tin liên hệ"),
      contactList(),
      h2("Bộ phận phụ trách"),
      h3("Kinh doanh và phát hành"),
      p("Đặt sách số lượng lớn cho thư viện, trường học, đại lý; hợp tác phát hành."),
      h3("Biên tập và xuất bản"),
      p(`Tiếp nhận bản thảo, hợp đồng xuất bản, nhuận bút. Xem thêm ${a("/pages/hop-tac-xuat-ban", "Hợp tác xuất bản")}.`),
      table(
        "Giờ làm việc",
        ["Ngày", "Giờ"],
        [
          ["Thứ Hai – Thứ Sáu", "8:00 – 17:00"],
          ["Thứ Bảy, Chủ nhật, ngày lễ", "Nghỉ (website vẫn nhận đơn hàng)"],
        ],
      ),
    ],
  },
  {
    slug: "hop-tac-xuat-ban",
    title: "Hợp tác xuất bản",
    updated: "2026-05-26",
    body: [
      p(
        "Nhà xuất bản luôn chào đón bản thảo của giảng viên, nhà khoa học và các tổ chức muốn xuất bản giáo trình, sách chuyên khảo và sách tham khảo.",
      ),
      h2("Quy trình xuất bản"),
      ol([
        "Gửi bản thảo trực tuyến",
        "Thẩm định nội dung bởi hội đồng khoa học",
        "Ký hợp đồng xuất bản",
        "Biên tập, thiết kế, đọc duyệt",
        "In, phát hành bản in và bản điện tử",
      ]),
      p(`Gửi bản thảo tại mục ${a("/tiep-nhan-ban-thao", "Tiếp nhận bản thảo")}.`),
      h2("Quyền lợi của tác giả"),
      h3("Nhuận bút"),
      p("Nhuận bút được trả theo hợp đồng, tính trên số bản in đối với sách in và trên doanh thu đối với sách điện tử."),
      h3("Hỗ trợ phát hành"),
      ul([
        "Giới thiệu sách trên website, trang tin và mạng xã hội",
        "Tổ chức ra mắt sách, giao lưu tác giả",
        "Phát hành qua mạng lưới nhà sách và thư viện đại học",
      ]),
      table(
        "Thời gian dự kiến",
        ["Công việc", "Thời gian"],
        [
          ["Thẩm định", "4–6 tuần"],
          ["Biên tập và thiết kế", "6–10 tuần"],
          ["In và phát hành", "2–3 tuần"],
        ],
      ),
    ],
  },
];

/**
 * The content pages as table rows (ids 1..n). Pure and deterministic.
 * @throws Error when a policy page of spec §2 is missing or a slug is repeated.
 */
export function buildContentPages(): ContentPageRow[] {
  const slugs = PAGES.map((pg) => pg.slug);
  for (const required of ["gioi-thieu", ...POLICY_PAGE_SLUGS, ...GENERIC_PAGE_SLUGS]) {
    if (!slugs.includes(required)) throw new Error(`Content page "${required}" is missing`);
  }
  if (new Set(slugs).size !== slugs.length) throw new Error("Content pages: repeated slug");
  return PAGES.map((pg, i) => ({
    id: i + 1,
    slug: pg.slug,
    title: pg.title,
    content: pg.body.join("\n"),
    updatedAt: vnInstant(pg.updated, 9),
  }));
}
