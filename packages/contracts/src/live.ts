/** Request and response schemas of the live calls (see the read-API issue). */
export {};
