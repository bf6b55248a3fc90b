/** What services answer the gateway for a live API token (POST /internal/api-tokens/verify). */
export interface ApiTokenCaller {
  tokenId: string;
  instituteId: string;
  /** The admin who created the token: the token acts as them. */
  userId: string;
}

export interface ApiTokenCallerResponse {
  success: true;
  token: ApiTokenCaller;
}

/** The services' internal call that turns a secret into the token's caller. */
export const VERIFY_API_TOKEN_PATH = '/internal/api-tokens/verify';
