import type { DbOrTx } from '../../db/client.js';
import type { ConfigsService } from '../configs/configs.service.js';
import { listActiveQuestions, readContentVersion } from './hunt.repository.js';
import type { HuntContent } from './hunt-engine.js';

/** What every team plays with: the active clues in play order and the active message texts. */
export type PlayedContent = Pick<HuntContent, 'questions' | 'configs'>;

/**
 * The process's copy of the clues and texts in play, the one cache of the server
 * (docs/ARCHITECTURE.md): they are the largest reads of a chat step, and change a few times a
 * day. The rule that keeps every process current: each chat step reads the content
 * version (a row the database's triggers move in every transaction that changes the clues or the
 * texts) in its own transaction, and reads the content again when the version differs from the
 * one the copy was read under. An edit committed before a step starts is therefore in that step,
 * in every process, also behind a transaction pooler.
 */
export class PlayedContentCache {
  private kept: { version: number; content: PlayedContent } | undefined;

  constructor(private readonly configs: ConfigsService) {}

  async current(tx: DbOrTx): Promise<PlayedContent> {
    const version = await readContentVersion(tx);
    if (this.kept?.version === version) return this.kept.content;
    const content = frozen({
      questions: await listActiveQuestions(tx),
      configs: await this.configs.activeConfigValues(tx),
    });
    this.kept = { version, content };
    return content;
  }
}

/** Steps share the copy, so nothing may change it: a change throws instead of reaching other teams. */
function frozen(content: PlayedContent): PlayedContent {
  for (const question of content.questions) {
    Object.freeze(question.answers);
    Object.freeze(question);
  }
  Object.freeze(content.questions);
  Object.freeze(content.configs);
  return Object.freeze(content);
}
