import type { z } from 'zod';

/** The keys of `T` a value may leave out. */
type OptionalKeys<T> = { [K in keyof T]-?: T extends Record<K, unknown> ? never : K }[keyof T];

/**
 * What a client passes for the query schema `S`, for a call that leaves parameters to the server:
 * each value as the server reads it after parsing (a season as a number, not the string the URL
 * carries; the client's URL builder writes it), and every parameter the schema lets a request
 * leave out (optional, or defaulted by the server) optional. Null leaves one out too: a query
 * string has no null, and the web's URL builder drops it.
 * A call that sends every parameter uses the schema's `z.infer` type instead.
 */
export type QueryRequest<S extends z.ZodType> = {
  [K in Exclude<keyof z.output<S>, OptionalKeys<z.input<S>>>]: z.output<S>[K];
} & {
  [K in Extract<keyof z.output<S>, OptionalKeys<z.input<S>>>]?: z.output<S>[K] | null;
};
