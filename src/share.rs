//! Sharing a game: links (the game in the URL's fragment, `engine::link`), the game record
//! as a file to export and import (`engine::record`), and view-only boards. Pure: the page
//! side (reading the address, the clipboard, files) lives in `app.rs` and
//! `components/share.rs`, so everything here is tested natively.

use engine::link::{Control, Link, Mode, Orientation};
use engine::{Phase, Settings, Variant};

use crate::game::Game;
use crate::games;
use crate::state::{Action, Opened};

/// An embedded board (`#embed&...`): only the board and the controls asked for.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Embed {
    /// The controls shown besides the board.
    pub controls: Vec<Control>,
}

impl Embed {
    /// Whether `c` is shown.
    pub fn has(&self, c: Control) -> bool {
        self.controls.contains(&c)
    }
}

/// A link that could not be used: why, and the game it named if that much could be read.
#[derive(Clone, Debug, PartialEq)]
pub struct LinkFailure {
    /// The reason, in the decoder's or the engine's words.
    pub reason: String,
    /// The game named by the link's `game=`, if it names one.
    pub variant: Option<Variant>,
}

/// What the page's address asked for.
#[derive(Clone, Debug, PartialEq)]
pub struct FromLink {
    /// Embedded, with which controls (`None`: the whole app).
    pub embed: Option<Embed>,
    /// The game to show, or why there is none.
    pub result: Result<Opened, LinkFailure>,
}

/// Whether a raw fragment asks for an embedded board, even when the rest cannot be read.
fn asks_embed(fragment: &str) -> bool {
    fragment
        .split('&')
        .any(|p| p == "embed" || p.starts_with("embed="))
}

/// The game a raw fragment names in `game=`, if any.
fn named_variant(fragment: &str) -> Option<Variant> {
    fragment
        .split('&')
        .find_map(|p| p.strip_prefix("game="))
        .and_then(games::named)
}

/// Reads a URL fragment (or query), with or without its `#`/`?`. `None` when it is empty
/// (no link).
pub fn read_link(fragment: &str) -> Option<FromLink> {
    let raw = fragment
        .strip_prefix('#')
        .or_else(|| fragment.strip_prefix('?'))
        .unwrap_or(fragment);
    if raw.is_empty() {
        return None;
    }
    let fail = |reason: String| FromLink {
        embed: asks_embed(raw).then(Embed::default),
        result: Err(LinkFailure {
            reason,
            variant: named_variant(raw),
        }),
    };
    let link = match Link::decode(raw) {
        Ok(l) => l,
        Err(e) => return Some(fail(e.to_string())),
    };
    let (engine_game, ply) = match link.game() {
        Ok(x) => x,
        Err(e) => return Some(fail(e.to_string())),
    };
    let mut game = match Game::from_engine(engine_game) {
        Ok(g) => g,
        Err(e) => return Some(fail(e)),
    };
    game.go_to(ply);
    Some(FromLink {
        embed: link.embed.then(|| Embed {
            controls: link.controls.clone(),
        }),
        result: Ok(Opened {
            game,
            flipped: link.orientation == Orientation::Black,
            view_only: link.mode == Mode::View,
            message: None,
        }),
    })
}

/// What the app does first: the link's game, or, when the link failed, the saved game
/// (`saved`, never lost to a bad link) or else a fresh game of the game the link names, with
/// a message saying why. A link to a game that is not here, or to a game of its own whose
/// definition is refused, opens the start page, where the games are. Without a
/// link, `None` (the caller reads the saved game as usual).
pub fn start_action(link: Option<FromLink>, saved: Option<&str>) -> Option<Action> {
    let link = link?;
    let failure = match link.result {
        Ok(o) => return Some(Action::Open(Box::new(o))),
        Err(f) => f,
    };
    if let Some(name) = unknown_game(&failure) {
        return Some(Action::LinkRefused(format!(
            "This link asks for a game that is not here ('{name}'): choose one of the games \
             below."
        )));
    }
    if let Some(game) = saved.and_then(|t| Game::from_saved(t).ok()) {
        return Some(Action::Open(Box::new(Opened {
            game,
            flipped: false,
            view_only: false,
            message: Some(link_failure_text(
                &failure,
                "your saved game is shown instead",
            )),
        })));
    }
    // A link that names none of our games (a game of its own whose definition is refused,
    // say) starts nothing: the start page lists the games, and nothing is kept.
    let Some(variant) = failure.variant else {
        return Some(Action::LinkRefused(link_failure_text(
            &failure,
            "choose one of the games below",
        )));
    };
    let game = Game::new(Settings::new(variant))
        .or_else(|_| Game::new(Settings::new(games::FIRST)))
        .ok()?;
    let then = format!(
        "a new game of {} has started instead",
        game.settings.title()
    );
    Some(Action::Open(Box::new(Opened {
        game,
        flipped: false,
        view_only: false,
        message: Some(link_failure_text(&failure, &then)),
    })))
}

/// The name a failed link gives to a game that is not here (`game=nope`), if that is why
/// it failed.
pub fn unknown_game(failure: &LinkFailure) -> Option<&str> {
    let rest = failure.reason.strip_prefix("unknown game '")?;
    rest.split('\'').next()
}

/// What a player is told of a link that could not be opened, in one plain sentence: the
/// reason, then what happened instead (`then`): "This link could not be opened: move 2
/// (K@b7) is illegal: b7 is occupied; a new game of ChessNim has started instead."
pub fn link_failure_text(failure: &LinkFailure, then: &str) -> String {
    let reason = failure
        .reason
        .trim()
        .trim_end_matches('.')
        .replace(
            "the start FEN is refused: bad FEN: ",
            "its start position is not valid: ",
        )
        .replace("bad FEN: ", "");
    format!("This link could not be opened: {reason}; {then}.")
}

/// Why the Share panel withholds the game's link, embed code and record, if it does: during
/// a secret deployment (`AR-4`) they would carry the armies placed so far, which the player
/// at the screen (or the other one, once sent) must not see. They come back at the reveal.
pub fn share_withheld(game: &Game) -> Option<&'static str> {
    (game.position().phase() == Phase::Deploy).then_some(
        "The armies are being set up in secret: the link, the embed code and the game \
         record become available once both armies are revealed.",
    )
}

/// The link parameters of `game` as it stands (without `#`), playable.
pub fn share_fragment(game: &Game, flipped: bool) -> String {
    let mut link = Link::from_game(game.engine());
    if flipped {
        link.orientation = Orientation::Black;
    }
    link.encode()
}

/// The full address of `game` as it stands, playable: the page's address and
/// [`share_fragment`] (the Share panel's link, an embedded board's "Open in Variantarium").
pub fn share_link(game: &Game, flipped: bool) -> String {
    format!(
        "{}#{}",
        crate::route::page_address(),
        share_fragment(game, flipped)
    )
}

/// The parameters of a view-only embedded board of `game` with its move list and step
/// buttons.
pub fn embed_fragment(game: &Game, flipped: bool) -> String {
    let mut link = Link::from_game(game.engine());
    if flipped {
        link.orientation = Orientation::Black;
    }
    link.embed = true;
    link.mode = Mode::View;
    link.controls = vec![Control::Moves, Control::Nav];
    link.encode()
}

/// The HTML a wiki editor pastes to embed the board at `url`.
pub fn iframe_code(url: &str) -> String {
    let url = url.replace('&', "&amp;").replace('"', "&quot;");
    format!(
        "<iframe src=\"{url}\" width=\"420\" height=\"520\" style=\"border:0\" \
         title=\"Variantarium board\"></iframe>"
    )
}

/// The game record to export (the same text as the saved game).
pub fn export_text(game: &Game) -> String {
    game.to_saved()
}

/// The name of the exported file (`chessnim-game.txt`).
pub fn export_file_name(game: &Game) -> String {
    format!("{}-game.txt", game.settings.variant.name())
}

/// A `data:` URL of `text` (for a download link; no object URL to release).
pub fn data_url(text: &str) -> String {
    let mut out = String::from("data:text/plain;charset=utf-8,");
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.~".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// What importing `text` does: the game it records (from its end), or a message and no
/// change at all.
pub fn import_action(text: &str) -> Action {
    match Game::from_saved(text) {
        Ok(game) => Action::Open(Box::new(Opened {
            game,
            flipped: false,
            view_only: false,
            message: Some("The game record was imported.".into()),
        })),
        Err(e) => Action::Say(format!(
            "This file could not be read as a game record ({e}); nothing was changed."
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{chessence, chessnim, vimes};
    use crate::state::{GameState, VIEW_ONLY};
    use engine::{Kind, Square};

    const REFERENCE: &str = "embed&game=chessnim&material=K:K:*&moves=K@b7,K@e7,K@g7,K@g4,K@d4,K@b4,K@b2,K@c3,K@f3&mode=view&controls=moves,nav&ply=0";

    fn sq(s: &str) -> Square {
        s.parse().expect("square")
    }

    fn opened(fragment: &str) -> (GameState, Option<Embed>) {
        let link = read_link(fragment).expect("a link");
        let embed = link.embed.clone();
        let mut st = GameState::default();
        st.apply(start_action(Some(link), None).expect("an action"));
        (st, embed)
    }

    #[test]
    fn a_view_only_embed_steps_but_refuses_moves() {
        let (mut st, embed) = opened(&format!("#{REFERENCE}"));
        assert_eq!(
            embed,
            Some(Embed {
                controls: vec![Control::Moves, Control::Nav]
            })
        );
        assert!(st.view_only);
        let g = st.game.clone().expect("game");
        assert_eq!(g.moves().len(), 0);
        assert_eq!(g.redo.len(), 9);
        st.apply(Action::GoTo(9));
        let g = st.game.clone().expect("game");
        assert_eq!(g.moves_uci().last().map(String::as_str), Some("K@f3"));
        st.apply(Action::Undo);
        st.apply(Action::Drop {
            player: st.mover().expect("a game"),
            kind: Kind(0),
            to: sq("a1"),
        });
        assert_eq!(st.message.as_deref(), Some(VIEW_ONLY));
        assert_eq!(st.game.as_ref().map(|g| g.moves().len()), Some(8));
        st.apply(Action::GoTo(3));
        assert_eq!(st.game.as_ref().map(|g| g.moves().len()), Some(3));
        st.apply(Action::Redo);
        assert_eq!(st.game.as_ref().map(|g| g.moves().len()), Some(4));
    }

    #[test]
    fn a_share_link_opens_the_same_game_playable() {
        let mut st = GameState::default();
        let mut s = Settings::new(chessnim::VARIANT);
        s.chessnim.material = engine::ChessNimSettings::kings_only_material();
        st.apply(Action::NewGame(s));
        for m in ["b7", "e7"] {
            st.apply(Action::Drop {
                player: st.mover().expect("a game"),
                kind: Kind(0),
                to: sq(m),
            });
        }
        st.apply(Action::Flip);
        let game = st.game.clone().expect("game");
        let fragment = share_fragment(&game, st.flipped);
        assert_eq!(
            fragment,
            "game=chessnim&material=K:K:*&moves=K@b7,K@e7&orient=black"
        );
        let (mut back, embed) = opened(&fragment);
        assert_eq!(embed, None);
        assert_eq!(back.game.as_ref(), Some(&game));
        assert!(back.flipped && !back.view_only);
        back.apply(Action::Drop {
            player: back.mover().expect("a game"),
            kind: Kind(0),
            to: sq("g7"),
        });
        assert_eq!(back.message, None);
        assert!(embed_fragment(&game, false).starts_with("embed&game=chessnim"));
        assert!(iframe_code("index.html#embed&game=vimes").contains("#embed&amp;game=vimes"));
    }

    #[test]
    fn a_refused_definition_opens_the_start_page_and_keeps_nothing() {
        let def = format!(
            "[big:chess]\n{}",
            format!("#{}\n", "x".repeat(100)).repeat(350)
        );
        let link = read_link(&format!(
            "#game=big&def={}",
            engine::link::encode_value(&def)
        ))
        .expect("a link");
        match start_action(Some(link), None) {
            Some(Action::LinkRefused(text)) => assert_eq!(
                text,
                "This link could not be opened: def: the definition is 35712 bytes long; at \
                 most 32 KiB (32768 bytes) is read; choose one of the games below."
            ),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_broken_link_says_why_and_keeps_the_saved_game() {
        assert_eq!(read_link(""), None);
        assert_eq!(read_link("#"), None);
        let link = read_link("#game=chessnim&moves=K@b7,K@b7").expect("a link");
        let mut st = GameState::default();
        st.apply(start_action(Some(link.clone()), None).expect("an action"));
        let msg = st.message.clone().expect("said");
        assert_eq!(
            msg,
            "This link could not be opened: move 2 (K@b7) is illegal: b7 is occupied; a new \
             game of ChessNim has started instead."
        );
        assert!(st.game.as_ref().is_some_and(|g| g.moves().is_empty()));
        // With a saved game, that game is shown instead of a fresh one.
        let mut saved = GameState::default();
        saved.apply(Action::NewGame(Settings::new(chessence::VARIANT)));
        let text = saved.game.as_ref().expect("game").to_saved();
        let mut st = GameState::default();
        st.apply(start_action(Some(link), Some(&text)).expect("an action"));
        assert_eq!(st.game, saved.game);
        assert!(st
            .message
            .as_deref()
            .unwrap_or("")
            .ends_with("your saved game is shown instead."));
        // Garbage that names an embed and a game: an embedded fresh game of it.
        let link = read_link("#embed&game=vimes&mode=sideways").expect("a link");
        assert_eq!(link.embed, Some(Embed::default()));
        let mut st = GameState::default();
        st.apply(start_action(Some(link), None).expect("an action"));
        assert_eq!(
            st.game.as_ref().map(|g| g.settings.variant),
            Some(vimes::VARIANT)
        );
        assert_eq!(start_action(None, None), None);
    }

    #[test]
    fn export_then_import_gives_the_same_game_and_bad_files_change_nothing() {
        let mut st = GameState::default();
        st.apply(Action::NewGame(Settings::new(chessence::VARIANT)));
        let text = export_text(st.game.as_ref().expect("game"));
        assert_eq!(
            export_file_name(st.game.as_ref().expect("game")),
            "chessence-game.txt"
        );
        let mut other = GameState::default();
        other.apply(import_action(&text));
        assert_eq!(other.game, st.game);
        let before = other.clone();
        other.apply(import_action("Game: ChessNim\n1. e2e4\n"));
        assert_eq!(other.game, before.game);
        let msg = other.message.clone().expect("said");
        assert!(
            msg.starts_with(
                "This file could not be read as a game record (move 1 (e2e4) is illegal"
            ),
            "{msg}"
        );
        assert_eq!(data_url("a b\n"), "data:text/plain;charset=utf-8,a%20b%0A");
    }
}
