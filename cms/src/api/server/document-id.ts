// The answer to a server id that names no server (the id's shape: src/community/document-id.ts).
export const SERVER_NOT_FOUND = 'Servidor no encontrado.';
