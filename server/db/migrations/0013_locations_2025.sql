CREATE TABLE `ward_conversions` (
	`old_ward_id` integer PRIMARY KEY NOT NULL,
	`new_ward_id` integer NOT NULL,
	FOREIGN KEY (`old_ward_id`) REFERENCES `wards`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`new_ward_id`) REFERENCES `wards`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_wards` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`district_id` integer,
	`city_id` integer,
	FOREIGN KEY (`district_id`) REFERENCES `districts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_wards`("id", "name", "district_id", "city_id") SELECT "id", "name", "district_id", NULL FROM `wards`;--> statement-breakpoint
DROP TABLE `wards`;--> statement-breakpoint
ALTER TABLE `__new_wards` RENAME TO `wards`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `wards_district_idx` ON `wards` (`district_id`);--> statement-breakpoint
CREATE INDEX `wards_city_idx` ON `wards` (`city_id`);--> statement-breakpoint
ALTER TABLE `cities` ADD `current` integer DEFAULT false NOT NULL;