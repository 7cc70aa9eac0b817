/** Request and response schemas of the players calls (see the read-API issue). */
export {};
