"""Step definitions of the umafan scenarios (source: "Rules chapter of the Uma Musume card-game fan story
(Japanese)", ウマ娘カードゲーム二次創作のルール章)."""
