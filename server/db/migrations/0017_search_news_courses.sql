-- News search over the article's reading text (ADR 0023): news_fts had the title and the stored
-- folded search text (title, summary, tag names); it now has the title, the summary and the body
-- as text (html_text(): tags, scripts and entities removed — a SQL function registered by
-- server/db/sql-functions.ts on every connection) as columns of their own, so bm25 can weigh them,
-- plus the stored search text for the tag names. đ → d as in 0012. Courses keep courses_fts.
DROP TRIGGER IF EXISTS `news_fts_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `news_fts_update`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `news_fts_delete`;
--> statement-breakpoint
DROP TABLE IF EXISTS `news_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `news_fts` USING fts5(
  `title`, `summary`, `body`, `keywords`,
  content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `news_fts_insert` AFTER INSERT ON `news` BEGIN
  INSERT INTO `news_fts` (rowid, `title`, `summary`, `body`, `keywords`) VALUES (
    new.`id`,
    replace(replace(replace(new.`title`, 'đ', 'd'), 'Đ', 'D'), 'Ð', 'D'),
    replace(replace(replace(new.`summary`, 'đ', 'd'), 'Đ', 'D'), 'Ð', 'D'),
    replace(replace(replace(html_text(new.`content`), 'đ', 'd'), 'Đ', 'D'), 'Ð', 'D'),
    new.`search_text`
  );
END;
--> statement-breakpoint
CREATE TRIGGER `news_fts_update` AFTER UPDATE OF `title`, `summary`, `content`, `search_text` ON `news` BEGIN
  DELETE FROM `news_fts` WHERE rowid = old.`id`;
  INSERT INTO `news_fts` (rowid, `title`, `summary`, `body`, `keywords`) VALUES (
    new.`id`,
    replace(replace(replace(new.`title`, 'đ', 'd'), 'Đ', 'D'), 'Ð', 'D'),
    replace(replace(replace(new.`summary`, 'đ', 'd'), 'Đ', 'D'), 'Ð', 'D'),
    replace(replace(replace(html_text(new.`content`), 'đ', 'd'), 'Đ', 'D'), 'Ð', 'D'),
    new.`search_text`
  );
END;
--> statement-breakpoint
CREATE TRIGGER `news_fts_delete` AFTER DELETE ON `news` BEGIN
  DELETE FROM `news_fts` WHERE rowid = old.`id`;
END;
--> statement-breakpoint
INSERT INTO `news_fts` (rowid, `title`, `summary`, `body`, `keywords`)
SELECT
    `id`,
    replace(replace(replace(`title`, 'đ', 'd'), 'Đ', 'D'), 'Ð', 'D'),
    replace(replace(replace(`summary`, 'đ', 'd'), 'Đ', 'D'), 'Ð', 'D'),
    replace(replace(replace(html_text(`content`), 'đ', 'd'), 'Đ', 'D'), 'Ð', 'D'),
    `search_text`
FROM `news`;
