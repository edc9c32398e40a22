-- Matching, ordering and cloze questions (ADR 0028 "Matching, ordering and cloze"): the question's
-- structure and keys as JSON, and a saved answer's parts (prompt, item or blank → value) as JSON.
ALTER TABLE `questions` ADD `spec_json` text;--> statement-breakpoint
ALTER TABLE `attempt_answers` ADD `parts` text;
