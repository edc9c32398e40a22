CREATE TABLE `carrier_locations` (
	`carrier` text NOT NULL,
	`kind` text NOT NULL,
	`our_id` integer NOT NULL,
	`carrier_id` text NOT NULL,
	`refreshed_at` text NOT NULL,
	PRIMARY KEY(`carrier`, `kind`, `our_id`)
);
--> statement-breakpoint
CREATE TABLE `carrier_sandbox_orders` (
	`order_code` text PRIMARY KEY NOT NULL,
	`client_order_code` text NOT NULL,
	`status` text NOT NULL,
	`cod_amount` integer NOT NULL,
	`total_fee` integer NOT NULL,
	`weight` integer NOT NULL,
	`to_name` text NOT NULL,
	`to_ward_code` text NOT NULL,
	`to_province_id` integer NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `carrier_sandbox_orders_client_order_code_unique` ON `carrier_sandbox_orders` (`client_order_code`);--> statement-breakpoint
CREATE TABLE `shipment_events` (
	`id` integer PRIMARY KEY NOT NULL,
	`shipment_id` integer NOT NULL,
	`status` text NOT NULL,
	`at` text NOT NULL,
	`place` text DEFAULT '' NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`received_at` text NOT NULL,
	FOREIGN KEY (`shipment_id`) REFERENCES `shipments`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shipment_events_unique_idx` ON `shipment_events` (`shipment_id`,`status`,`at`);--> statement-breakpoint
CREATE TABLE `shipments` (
	`id` integer PRIMARY KEY NOT NULL,
	`order_id` integer NOT NULL,
	`carrier` text NOT NULL,
	`tracking_number` text,
	`status` text DEFAULT 'queued' NOT NULL,
	`weight_grams` integer NOT NULL,
	`cod_amount` integer NOT NULL,
	`carrier_fee` integer,
	`cod_collected` integer,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shipments_order_id_unique` ON `shipments` (`order_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `shipments_tracking_number_unique` ON `shipments` (`tracking_number`);--> statement-breakpoint
ALTER TABLE `products` ADD `weight_grams` integer DEFAULT 350 NOT NULL;--> statement-breakpoint
UPDATE `products` SET `weight_grams` = 0 WHERE `is_digital` = 1;--> statement-breakpoint
UPDATE `products` SET `weight_grams` = CAST(ROUND(`page_count` * 1.3 + 60) AS INTEGER) WHERE `is_digital` = 0 AND `page_count` IS NOT NULL;