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

export function toApiError(error: unknown): ApiError {
  if (isAxiosError(error)) {
    return { status: error.response?.status, message: serverMessage(error.response?.data) };
  }
  return {};
}

/** The server's message when it sent one, else the screen's own Spanish fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return toApiError(error).message ?? fallback;
}

export function isNotFound(error: unknown): boolean {
  return toApiError(error).status === 404;
}
