CREATE TABLE `bank_transfers` (
	`id` integer PRIMARY KEY NOT NULL,
	`sepay_id` integer NOT NULL,
	`order_id` integer,
	`outcome` text NOT NULL,
	`reason` text,
	`transfer_type` text NOT NULL,
	`amount` integer NOT NULL,
	`content` text NOT NULL,
	`account_number` text NOT NULL,
	`bank` text NOT NULL,
	`reference_code` text NOT NULL,
	`transaction_at` text,
	`raw` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bank_transfers_sepay_id_idx` ON `bank_transfers` (`sepay_id`);--> statement-breakpoint
CREATE INDEX `bank_transfers_order_idx` ON `bank_transfers` (`order_id`);--> statement-breakpoint
CREATE INDEX `bank_transfers_outcome_idx` ON `bank_transfers` (`outcome`);--> statement-breakpoint
CREATE INDEX `payment_events_transaction_idx` ON `payment_events` (`gateway`,`transaction_no`);