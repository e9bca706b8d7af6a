import type { AxiosError } from 'axios';

/** A failed call, reduced to what a screen needs to decide what to show. */
export type ApiError = {
  /** HTTP status, or undefined when the server could not be reached. */
  status?: number;
  /** The server's own `error.message` (Strapi error shape), when it sent one. */
  message?: string;
};

function serverMessage(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('error' in data)) return undefined;
  const error = (data as { error: unknown }).error;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}

// A structural check, so this module does not load axios itself (see api-client.ts).
function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/**
 * An error answer of a read made without axios (api-client.ts, `readWithFetch`): its status and body, read as
 * axios' error would be.
 */
export class ApiAnswerError extends Error {
  readonly isApiAnswerError = true;

  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`The API answered ${status}`);
  }
}

function isApiAnswerError(error: unknown): error is ApiAnswerError {
  return (
    typeof error === 'object' && error !== null && (error as { isApiAnswerError?: unknown }).isApiAnswerError === true
  );
}

export function toApiError(error: unknown): ApiError {
  if (isAxiosError(error)) {
    return { status: error.response?.status, message: serverMessage(error.response?.data) };
  }
  if (isApiAnswerError(error)) return { status: error.status, message: serverMessage(error.body) };
  return {};
}

/** What the site says while the CMS (or the load balancer in front of it) answers that it cannot serve. */
export const SERVICE_UNAVAILABLE_MESSAGE =
  'El servicio no está disponible en este momento. Probá de nuevo en unos minutos.';

/**
 * The API is there but cannot serve now: the CMS's 503 (its database is away, or it is restarting), or a
 * load balancer's 502/503/504 with no CMS behind it. The player's connection is fine: waiting is the answer.
 */
export function isServiceUnavailable(error: unknown): boolean {
  const { status } = toApiError(error);
  return status === 502 || status === 503 || status === 504;
}

/** The server's message when it sent one, else the unavailability notice when that is the case, else the
 * screen's own Spanish fallback. For forms, which show what the server said. */
export function errorMessage(error: unknown, fallback: string): string {
  return toApiError(error).message ?? (isServiceUnavailable(error) ? SERVICE_UNAVAILABLE_MESSAGE : fallback);
}

/** For a screen whose data could not be loaded: the unavailability notice when the API cannot serve now
 * (the CMS's own words when it sent them), else the screen's fallback ("revisá tu conexión…"). */
export function loadFailedMessage(error: unknown, fallback: string): string {
  if (!isServiceUnavailable(error)) return fallback;
  return toApiError(error).message ?? SERVICE_UNAVAILABLE_MESSAGE;
}

export function isNotFound(error: unknown): boolean {
  return toApiError(error).status === 404;
}
