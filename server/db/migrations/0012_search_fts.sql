-- Full-text search (ADR 0023): contentless FTS5 tables kept in step with their rows by triggers.
-- unicode61 with remove_diacritics 2 folds case and tone marks; it keeps đ/Đ (a letter of its own,
-- not d plus a mark), so what is indexed has đ → d here and the queries fold it the same way
-- (server/domain/search-query.ts). contentless_delete=1 lets the triggers delete by rowid.
CREATE VIRTUAL TABLE `products_fts` USING fts5(
  `title`, `authors`, `isbn`, `publisher`,
  content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `products_fts_insert` AFTER INSERT ON `products` BEGIN
  INSERT INTO `products_fts` (rowid, `title`, `authors`, `isbn`, `publisher`) VALUES (
    new.`id`,
    replace(replace(replace(new.`name`, 'đ', 'd'), 'Đ', 'D'), 'Ð', 'D'),
    replace(replace(replace(new.`authors`, 'đ', 'd'), 'Đ', 'D'), 'Ð', 'D'),
    new.`isbn` || ' ' || replace(new.`isbn`, '-', ''),
    replace(replace(replace(new.`publisher`, 'đ', 'd'), 'Đ', 'D'), 'Ð', 'D')
  );
END;
--> statement-breakpoint
CREATE TRIGGER `products_fts_update` AFTER UPDATE OF `name`, `authors`, `isbn`, `publisher` ON `products` BEGIN
  DELETE FROM `products_fts` WHERE rowid = old.`id`;
  INSERT INTO `products_fts` (rowid, `title`, `authors`, `isbn`, `publisher`) VALUES (
    new.`id`,
    replace(replace(replace(new.`name`, 'đ', 'd'), 'Đ', 'D'), 'Ð', 'D'),
    replace(replace(replace(new.`authors`, 'đ', 'd'), 'Đ', 'D'), 'Ð', 'D'),
    new.`isbn` || ' ' || replace(new.`isbn`, '-', ''),
    replace(replace(replace(new.`publisher`, 'đ', 'd'), 'Đ', 'D'), 'Ð', 'D')
  );
END;
--> statement-breakpoint
CREATE TRIGGER `products_fts_delete` AFTER DELETE ON `products` BEGIN
  DELETE FROM `products_fts` WHERE rowid = old.`id`;
END;
--> statement-breakpoint
INSERT INTO `products_fts` (rowid, `title`, `authors`, `isbn`, `publisher`)
SELECT
  `id`,
  replace(replace(replace(`name`, 'đ', 'd'), 'Đ', 'D'), 'Ð', 'D'),
  replace(replace(replace(`authors`, 'đ', 'd'), 'Đ', 'D'), 'Ð', 'D'),
  `isbn` || ' ' || replace(`isbn`, '-', ''),
  replace(replace(replace(`publisher`, 'đ', 'd'), 'Đ', 'D'), 'Ð', 'D')
FROM `products`;
--> statement-breakpoint
-- News: the title, and the stored search text (already folded: title, summary and tag names).
CREATE VIRTUAL TABLE `news_fts` USING fts5(
  `title`, `body`,
  content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `news_fts_insert` AFTER INSERT ON `news` BEGIN
  INSERT INTO `news_fts` (rowid, `title`, `body`) VALUES (
    new.`id`, replace(replace(replace(new.`title`, 'đ', 'd'), 'Đ', 'D'), 'Ð', 'D'), new.`search_text`
  );
END;
--> statement-breakpoint
CREATE TRIGGER `news_fts_update` AFTER UPDATE OF `title`, `search_text` ON `news` BEGIN
  DELETE FROM `news_fts` WHERE rowid = old.`id`;
  INSERT INTO `news_fts` (rowid, `title`, `body`) VALUES (
    new.`id`, replace(replace(replace(new.`title`, 'đ', 'd'), 'Đ', 'D'), 'Ð', 'D'), new.`search_text`
  );
END;
--> statement-breakpoint
CREATE TRIGGER `news_fts_delete` AFTER DELETE ON `news` BEGIN
  DELETE FROM `news_fts` WHERE rowid = old.`id`;
END;
--> statement-breakpoint
INSERT INTO `news_fts` (rowid, `title`, `body`)
SELECT `id`, replace(replace(replace(`title`, 'đ', 'd'), 'Đ', 'D'), 'Ð', 'D'), `search_text` FROM `news`;
--> statement-breakpoint
-- Courses of the library: title, description, instructor.
CREATE VIRTUAL TABLE `courses_fts` USING fts5(
  `title`, `description`, `instructor`,
  content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `courses_fts_insert` AFTER INSERT ON `courses` BEGIN
  INSERT INTO `courses_fts` (rowid, `title`, `description`, `instructor`) VALUES (
    new.`id`,
    replace(replace(replace(new.`title`, 'đ', 'd'), 'Đ', 'D'), 'Ð', 'D'),
    replace(replace(replace(new.`description`, 'đ', 'd'), 'Đ', 'D'), 'Ð', 'D'),
    replace(replace(replace(new.`instructor`, 'đ', 'd'), 'Đ', 'D'), 'Ð', 'D')
  );
END;
--> statement-breakpoint
CREATE TRIGGER `courses_fts_update` AFTER UPDATE OF `title`, `description`, `instructor` ON `courses` BEGIN
  DELETE FROM `courses_fts` WHERE rowid = old.`id`;
  INSERT INTO `courses_fts` (rowid, `title`, `description`, `instructor`) VALUES (
    new.`id`,
    replace(replace(replace(new.`title`, 'đ', 'd'), 'Đ', 'D'), 'Ð', 'D'),
    replace(replace(replace(new.`description`, 'đ', 'd'), 'Đ', 'D'), 'Ð', 'D'),
    replace(replace(replace(new.`instructor`, 'đ', 'd'), 'Đ', 'D'), 'Ð', 'D')
  );
END;
--> statement-breakpoint
CREATE TRIGGER `courses_fts_delete` AFTER DELETE ON `courses` BEGIN
  DELETE FROM `courses_fts` WHERE rowid = old.`id`;
END;
--> statement-breakpoint
INSERT INTO `courses_fts` (rowid, `title`, `description`, `instructor`)
SELECT
  `id`,
  replace(replace(replace(`title`, 'đ', 'd'), 'Đ', 'D'), 'Ð', 'D'),
  replace(replace(replace(`description`, 'đ', 'd'), 'Đ', 'D'), 'Ð', 'D'),
  replace(replace(replace(`instructor`, 'đ', 'd'), 'Đ', 'D'), 'Ð', 'D')
FROM `courses`;
