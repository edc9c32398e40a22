CREATE TABLE `invoices` (
	`id` integer PRIMARY KEY NOT NULL,
	`order_id` integer NOT NULL,
	`buyer_kind` text NOT NULL,
	`buyer_name` text NOT NULL,
	`buyer_tax_code` text NOT NULL,
	`buyer_address` text NOT NULL,
	`buyer_email` text NOT NULL,
	`status` text DEFAULT 'requested' NOT NULL,
	`invoice_no` text,
	`lookup_code` text,
	`issued_at` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_order_idx` ON `invoices` (`order_id`);--> statement-breakpoint
CREATE INDEX `invoices_status_idx` ON `invoices` (`status`);--> statement-breakpoint
ALTER TABLE `products` ADD `vat_rate` integer DEFAULT 5;