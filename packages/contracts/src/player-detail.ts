/** Request and response schemas of the player-detail calls (see the read-API issue). */
export {};
