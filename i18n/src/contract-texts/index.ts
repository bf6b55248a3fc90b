// @rollcall/i18n/contract-texts: the contracts' texts (validation messages, the gateway's answers) in every language,
// an entry of its own (shared on its own) so an area that shows none of them loads none of it. Its code imports the
// basics from '@rollcall/i18n', never by relative path, so this shared chunk holds no copy of them.
export { contractReader, contractTexts, useContractText, type ContractReader, type ContractTextId } from './contract-texts';
export { useFailureReason } from './failure-reason';
