CREATE TABLE `order_status_history` (
	`id` integer PRIMARY KEY NOT NULL,
	`order_id` integer NOT NULL,
	`status` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`at` text NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `order_status_history_order_idx` ON `order_status_history` (`order_id`,`at`);--> statement-breakpoint
CREATE TABLE `refund_requests` (
	`id` integer PRIMARY KEY NOT NULL,
	`order_id` integer NOT NULL,
	`amount` integer NOT NULL,
	`status` text DEFAULT 'requested' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refund_requests_order_id_unique` ON `refund_requests` (`order_id`);--> statement-breakpoint
CREATE TABLE `user_addresses` (
	`id` integer PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`name` text NOT NULL,
	`phone` text NOT NULL,
	`address` text NOT NULL,
	`ward_id` integer NOT NULL,
	`is_default` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`ward_id`) REFERENCES `wards`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `user_addresses_user_idx` ON `user_addresses` (`user_id`);--> statement-breakpoint
CREATE TABLE `user_digital_products` (
	`id` integer PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`order_id` integer NOT NULL,
	`granted_at` text NOT NULL,
	`revoked_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_digital_products_order_product_idx` ON `user_digital_products` (`order_id`,`product_id`);--> statement-breakpoint
CREATE INDEX `user_digital_products_user_idx` ON `user_digital_products` (`user_id`);--> statement-breakpoint
ALTER TABLE `feedbacks` ADD `user_id` integer REFERENCES users(id);--> statement-breakpoint
ALTER TABLE `feedbacks` ADD `title` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `feedbacks` ADD `updated_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `feedbacks_user_product_idx` ON `feedbacks` (`user_id`,`product_id`) WHERE user_id IS NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `cancel_reason` text;--> statement-breakpoint
INSERT INTO `order_status_history` (`order_id`, `status`, `note`, `at`) SELECT `id`, 'pending', '', `created_at` FROM `orders`;--> statement-breakpoint
INSERT INTO `order_status_history` (`order_id`, `status`, `note`, `at`) SELECT `id`, 'paid', '', `paid_at` FROM `orders` WHERE `paid_at` IS NOT NULL;--> statement-breakpoint
INSERT INTO `order_status_history` (`order_id`, `status`, `note`, `at`) SELECT `id`, `status`, '', `closed_at` FROM `orders` WHERE `closed_at` IS NOT NULL AND `status` IN ('failed', 'cancelled');--> statement-breakpoint
INSERT INTO `user_digital_products` (`user_id`, `product_id`, `order_id`, `granted_at`) SELECT `o`.`user_id`, `l`.`product_id`, `o`.`id`, `o`.`paid_at` FROM `orders` `o` JOIN `order_lines` `l` ON `l`.`order_id` = `o`.`id` WHERE `o`.`status` = 'paid' AND `o`.`user_id` IS NOT NULL AND `l`.`is_digital` = 1 GROUP BY `o`.`id`, `l`.`product_id`;
