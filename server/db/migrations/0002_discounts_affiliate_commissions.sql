CREATE TABLE `affiliate_commissions` (
	`id` integer PRIMARY KEY NOT NULL,
	`order_id` integer NOT NULL,
	`affiliate_id` integer NOT NULL,
	`base_amount` integer NOT NULL,
	`commission_percent` integer NOT NULL,
	`amount` integer NOT NULL,
	`status` text DEFAULT 'credited' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`affiliate_id`) REFERENCES `affiliates`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `affiliate_commissions_order_id_unique` ON `affiliate_commissions` (`order_id`);--> statement-breakpoint
CREATE INDEX `affiliate_commissions_affiliate_idx` ON `affiliate_commissions` (`affiliate_id`);--> statement-breakpoint
ALTER TABLE `carts` ADD `voucher_code` text;--> statement-breakpoint
ALTER TABLE `carts` ADD `coupon_code` text;--> statement-breakpoint
ALTER TABLE `carts` ADD `affiliate_code` text;--> statement-breakpoint
CREATE INDEX `orders_voucher_code_idx` ON `orders` (`voucher_code`);--> statement-breakpoint
CREATE INDEX `orders_coupon_code_idx` ON `orders` (`coupon_code`);