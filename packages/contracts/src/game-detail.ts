/** Request and response schemas of the game-detail calls (see the read-API issue). */
export {};
