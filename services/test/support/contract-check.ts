/**
 * Every test file of the services: the calls it made are held to the OpenAPI document once its tests have run,
 * and the file fails on any the document does not allow (an unlisted status, an answer or an accepted request
 * that does not match its schema), each kind shown once with how often it was seen and its first call.
 */
import { openApiDocument } from '@rollcall/contracts/openapi';
import { type ContractDocument, contractValidator } from './contract-validator';
import { type Exchange, recordedExchanges } from './exchange';

const shown = (body: unknown) => {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return text === undefined ? '' : text.length > 600 ? `${text.slice(0, 600)}…` : text;
};

afterAll(() => {
  const exchanges = recordedExchanges();
  if (!exchanges.length) return;
  const check = contractValidator(openApiDocument() as ContractDocument);
  const seen = new Map<string, { first: Exchange; times: number }>();
  for (const exchange of exchanges) {
    const verdict = check(exchange);
    if (!verdict?.problems.length) continue;
    const kind = `${verdict.operation} → ${exchange.status}\n  ${verdict.problems.join('\n  ')}`;
    const known = seen.get(kind);
    if (known) known.times += 1;
    else seen.set(kind, { first: exchange, times: 1 });
  }
  if (!seen.size) return;
  const shownKinds = [...seen].map(([kind, { first, times }]) => {
    const request = first.requestBody === undefined ? '' : `\n  request: ${shown(first.requestBody)}`;
    return `${kind}\n  seen ${times}×, first: ${first.method.toUpperCase()} ${first.pathAndQuery}${request}\n  answer: ${shown(first.answerBody)}`;
  });
  throw new Error(`Calls the OpenAPI document does not allow:\n\n${shownKinds.join('\n\n')}`);
});
