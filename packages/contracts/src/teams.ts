/** Request and response schemas of the teams calls (see the read-API issue). */
export {};
