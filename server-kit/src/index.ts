export { HttpError } from './http-error';
export { failureTexts } from './failure-texts';
export { bodyProblem, describeFailure, exposedMessage, type ClientErrorText } from './describe-failure';
export { errorHandler, type ErrorHandlerOptions } from './error-handler';
export { notFound } from './not-found';
export { jsonBody, type JsonBodyOptions } from './json-body';
export { jsonBodyReader, type ReadBody } from './json-body-reader';
export { parseWith } from './parse-with';
export { reply } from './reply';
