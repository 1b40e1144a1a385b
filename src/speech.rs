//! Moves for people: a short readable notation for the move list (`Nf3`, `exd5`, `K@b7`,
//! `O-O`, `e8=Q+`) and whole sentences for screen readers ("White: knight from g1 to f3"),
//! announced in the live region after every move, with the result and with refusals.
//!
//! Pure functions of the positions before and after a move, so they are tested natively.
//! They read only what the engine says (pieces, legal moves, check, the outcome) and never
//! tell what a secret deployment hides (`AR-4`).

pub use engine::notation::notation;
use engine::notation::{captured, check_sign, is_castling, square_name};
use engine::{Kind, Move, Outcome, Phase, Player, Position, Rules, Square};

/// The readable name of the kind of the piece on `sq` ("knight"), if there is one.
pub fn name_at(pos: &Position, sq: Square) -> Option<String> {
    let p = pos.piece_at(sq)?;
    Some(pos.rules().kinds().get(p.kind.index())?.name.clone())
}

/// What a player reads as the result of a finished game (the same words as the status
/// panel).
pub fn result_text(pos: &Position, outcome: &Outcome) -> String {
    pos.result_words(outcome)
}

/// "a king", "an alfil".
fn with_article(name: &str) -> String {
    let vowel = name
        .chars()
        .next()
        .is_some_and(|c| "aeiouAEIOU".contains(c));
    format!("{} {name}", if vowel { "an" } else { "a" })
}

/// The move `m`, made in `before` and leading to `after`, in words for a screen reader:
/// "White drops a king on b7, 55 free squares", "Black: knight from g8 to f6, takes the
/// white pawn, check". A move of a player whose pieces the next player must not see (a
/// secret deployment) is told without its squares.
pub fn describe(before: &Position, m: &Move, after: &Position) -> String {
    describe_for(before, m, after, &after.hidden_players(&[]))
}

/// [`describe`], for people at the screen who must not see the `hidden` players' pieces
/// (the computer's secret deployment among them).
pub fn describe_for(before: &Position, m: &Move, after: &Position, hidden: &[Player]) -> String {
    let who = before.turn().title();
    let rules = before.rules();
    let secret = hidden.contains(&before.turn());
    let mut s = match *m {
        Move::Pass => match before.phase() {
            Phase::Deploy => format!("{who} has deployed"),
            Phase::Change => format!("{who} makes no change"),
            Phase::Play => format!("{who} passes"),
        },
        _ if secret => format!("{who} has placed a piece"),
        Move::Drop { kind, to } => drop_words(before, kind, to, None),
        Move::DropPromoted { kind, to } => {
            let now = after.piece_at(to).map(|p| p.kind);
            drop_words(before, kind, to, now)
        }
        Move::Normal { from, to, .. } if before.phase() != Phase::Play => {
            placement_words(before, from, to)
        }
        Move::Normal { from, to, .. } => {
            if is_castling(before, from, to) {
                format!("{who} castles, king from {from} to {to}")
            } else {
                piece_move_words(before, m, after)
            }
        }
        Move::Walled { from, to, wall, .. } if from == to => format!("{who} walls off {wall}"),
        Move::Walled { wall, .. } => {
            let moved = piece_move_words(before, &m.piece_move(), after);
            format!("{moved}, and walls off {wall}")
        }
        Move::Gated {
            from,
            to,
            kind,
            gate,
            ..
        } => gated_words(before, m, after, (from, to, gate), kind),
    };
    if !secret {
        match check_sign(before, after) {
            "+" => s.push_str(", check"),
            "#" => s.push_str(", checkmate"),
            _ => {}
        }
        // Three-check and its kin: how many checks the mover still has to give.
        match after.checks_to_give(before.turn()) {
            Some(n) if n < before.checks_to_give(before.turn()).unwrap_or(n) => s.push_str(
                &format!(", {n} more check{} to give", if n == 1 { "" } else { "s" }),
            ),
            _ => {}
        }
    }
    if rules.free_square_goal() {
        let n = after.free_squares().count();
        s.push_str(&format!(
            ", {n} free square{}",
            if n == 1 { "" } else { "s" }
        ));
    }
    s.push('.');
    if let Some(o) = after.outcome() {
        s.push(' ');
        s.push_str(&result_text(after, &o));
        s.push('.');
    }
    s
}

/// The name of a kind of `rules`, "piece" when there is none.
fn kind_name(rules: &Rules, kind: Kind) -> String {
    rules
        .kinds()
        .get(kind.index())
        .map(|k| k.name.clone())
        .unwrap_or_else(|| "piece".into())
}

/// A drop of a `kind` on `to` in words, with what it became when dropped promoted
/// (`promoted_to`).
fn drop_words(before: &Position, kind: Kind, to: Square, promoted_to: Option<Kind>) -> String {
    let who = before.turn().title();
    let rules = before.rules();
    let name = with_article(&kind_name(rules, kind));
    let to = square_name(rules, to);
    match promoted_to {
        Some(k) => {
            let now = with_article(&kind_name(rules, k));
            format!("{who} drops {name} on {to}, promoted to {now}")
        }
        None => format!("{who} drops {name} on {to}"),
    }
}

/// A move that gates a `kind` in on `gate`, in words.
fn gated_words(
    before: &Position,
    m: &Move,
    after: &Position,
    (from, to, gate): (Square, Square, Square),
    kind: Kind,
) -> String {
    let who = before.turn().title();
    let moved = if is_castling(before, from, to) {
        format!("{who} castles, king from {from} to {to}")
    } else {
        piece_move_words(before, &m.piece_move(), after)
    };
    let name = with_article(&kind_name(before.rules(), kind));
    format!("{moved}, and gates {name} in on {gate}")
}

/// A move of a secret deployment or Black's change (`AR-4`): "White swaps the rook on a1
/// and the knight on b1", "Black's change: the pawn moves from d6 to b6".
fn placement_words(before: &Position, from: Square, to: Square) -> String {
    let who = before.turn().title();
    let name = name_at(before, from).unwrap_or_else(|| "piece".into());
    let other = name_at(before, to);
    match (before.phase(), other) {
        (Phase::Change, Some(other)) => {
            format!("{who}'s change: the {name} on {from} and the {other} on {to} swap places")
        }
        (Phase::Change, None) => format!("{who}'s change: the {name} moves from {from} to {to}"),
        (_, Some(other)) => format!("{who} swaps the {name} on {from} and the {other} on {to}"),
        (_, None) => format!("{who} moves the {name} from {from} to {to}"),
    }
}

/// A piece's move in play, with what it takes (and, by conquest, where the taken piece now
/// stands) and what it promotes to.
fn piece_move_words(before: &Position, m: &Move, after: &Position) -> String {
    let Move::Normal {
        from,
        to,
        promotion,
    } = *m
    else {
        return String::new();
    };
    let who = before.turn().title();
    let rules = before.rules();
    let kind_name = |k: Kind| rules.kinds().get(k.index()).map(|k| k.name.clone());
    let name = name_at(before, from).unwrap_or_else(|| "piece".into());
    // Conquest: the captured piece changes sides (NN-3, `x-conquest`), and may promote.
    let conquest = after.conquered_square(Some(*m)) == Some(from);
    let conquered_promotes = before.promotes_conquered(from);
    let (from, to) = (square_name(rules, from), square_name(rules, to));
    let mut s = format!("{who}: {name} from {from} to {to}");
    if let Some(c) = captured(before, m) {
        let victim = kind_name(c.kind).unwrap_or_else(|| "piece".into());
        s.push_str(&format!(", takes the {} {victim}", c.player.name()));
        if conquest {
            s.push_str(&format!(", which now stands on {from} for {who}"));
        }
    }
    if let Some(k) = promotion.and_then(kind_name) {
        if !conquered_promotes {
            s.push_str(&format!(", promotes to {}", with_article(&k)));
        } else {
            s.push_str(&format!(
                ", and the pawn becomes {} on {from}",
                with_article(&k)
            ));
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{arnhem, chessence, chessnim, nasty_neighbours, vimes};
    use engine::{ChessNimSettings, Settings, Variant};

    fn pos(v: Variant) -> Position {
        Position::start(&Settings::new(v)).expect("start")
    }

    #[test]
    fn a_check_in_three_check_says_how_many_are_left_to_give() {
        let p = Position::start(&Settings::named("3check").expect("3check")).expect("start");
        let (n, d) = last(p, "e2e4 d7d6 f1b5");
        assert_eq!(n, "Bb5+");
        assert_eq!(
            d,
            "White: bishop from f1 to b5, check, 2 more checks to give."
        );
    }

    #[test]
    fn a_shogi_move_is_written_and_said_in_shogi_coordinates() {
        // The bishops' exchange: written as shogi players write it, said with the squares
        // shogi players name, and the bishop itself promotes (no pawn is conquered).
        let p = Position::start(&Settings::named("shogi").expect("shogi")).expect("start");
        let (n, d) = last(p, "c3c4 g7g6 b2h8+");
        assert_eq!(n, "Bx2b+");
        assert!(d.contains("from 8h to 2b"), "{d}");
        assert!(d.contains("promotes to"), "{d}");
        assert!(!d.contains("pawn becomes"), "{d}");
    }

    /// Plays `moves` (read against each position: shogi's `b2h8+` too) and gives the
    /// notation and the words of the last one.
    fn last(mut p: Position, moves: &str) -> (String, String) {
        let mut out = (String::new(), String::new());
        for uci in moves.split_whitespace() {
            let m = p.parse_move(uci).expect("move");
            let next = p.play(&m).expect("legal");
            out = (notation(&p, &m, &next), describe(&p, &m, &next));
            p = next;
        }
        out
    }

    #[test]
    fn chessnim_drops_say_the_free_squares() {
        let mut s = Settings::new(chessnim::VARIANT);
        s.chessnim.material = ChessNimSettings::kings_only_material();
        let p = Position::start(&s).expect("start");
        let (n, d) = last(p.clone(), "K@b7");
        assert_eq!(n, "K@b7");
        assert_eq!(d, "White drops a king on b7, 55 free squares.");
        let (_, d) = last(
            p,
            "K@b7 K@e7 K@g7 K@g4 K@d4 K@b4 K@b2 K@c3 K@f3 K@f1 K@d2 K@h2",
        );
        assert_eq!(
            d,
            "Black drops a king on h2, 0 free squares. Black wins: no free square is left."
        );
    }

    #[test]
    fn pieces_pawns_and_captures_in_nasty_neighbours() {
        // Black's knight rider on b1 goes to c3; White's pawn takes it straight ahead and
        // the knight is conquered (NN-3).
        let p = pos(nasty_neighbours::VARIANT);
        let (n, d) = last(p.clone(), "h8f4 b1c3");
        assert_eq!(n, "Nc3");
        assert_eq!(d, "Black: knight from b1 to c3.");
        let (n, d) = last(p, "h8f4 b1c3 c2c3");
        assert_eq!(n, "c2xc3");
        assert_eq!(
            d,
            "White: pawn from c2 to c3, takes the black knight, which now stands on c2 for White."
        );
    }

    #[test]
    fn chessence_men_are_written_with_m_and_arnhem_drops_with_their_letter() {
        // CE-4: a man is written `M`, with its origin's file when another man could also go
        // there (e1 and d3 can both go to b1); AR-4: a deployment's drop is `K@a1`.
        let p = pos(chessence::VARIANT);
        let (n, d) = last(p.clone(), "e1a1");
        assert_eq!(
            (n.as_str(), d.as_str()),
            ("Ma1", "White: man from e1 to a1.")
        );
        let (n, d) = last(p, "d3b1");
        assert_eq!(
            (n.as_str(), d.as_str()),
            ("Mdb1", "White: man from d3 to b1.")
        );
        let p = pos(arnhem::VARIANT);
        let (n, d) = last(p.clone(), "K@a1");
        assert_eq!(
            (n.as_str(), d.as_str()),
            ("K@a1", "White drops a king on a1.")
        );
    }

    #[test]
    fn arnhem_change_is_written_and_said_with_its_pieces() {
        // AR-4: both armies placed, then Black's one change.
        let deploy = "R@a1 N@b1 B@c1 Q@d1 K@e1 C@f1 P@a2 P@b2 P@c2 P@d2 pass \
                      r@a7 n@b7 b@c7 q@d7 k@e7 c@f7 p@a6 p@b5 p@c6 p@d5 pass";
        let p = pos(arnhem::VARIANT);
        let (n, d) = last(p.clone(), &format!("{deploy} d5e5"));
        assert_eq!(n, "d5-e5");
        assert_eq!(d, "Black's change: the pawn moves from d5 to e5.");
        let (n, d) = last(p.clone(), &format!("{deploy} a7c7"));
        assert_eq!(n, "Ra7\u{21c4}Bc7");
        assert_eq!(
            d,
            "Black's change: the rook on a7 and the bishop on c7 swap places."
        );
        let (n, d) = last(p.clone(), "K@a1 Q@b1 a1b1");
        assert_eq!(n, "Ka1\u{21c4}Qb1");
        assert_eq!(d, "White swaps the king on a1 and the queen on b1.");
        let (n, d) = last(p, "K@a1 a1c1");
        assert_eq!(n, "Ka1-c1");
        assert_eq!(d, "White moves the king from a1 to c1.");
    }

    #[test]
    fn castling_is_written_and_said_as_castling() {
        let p = pos(vimes::VARIANT);
        let (n, d) = last(p, "e2e4 e7e5 a2a3 g1f3 b8c6 f1c4 h7h6 g8f6 e1g1");
        assert_eq!(n, "O-O");
        assert_eq!(d, "White castles, king from e1 to g1.");
    }

    #[test]
    fn vimes_check_and_pass_words() {
        let p = pos(vimes::VARIANT);
        let (n, d) = last(p, "e2e4");
        assert_eq!(n, "e4");
        assert_eq!(d, "White: pawn from e2 to e4.");
        assert_eq!(with_article("alfil"), "an alfil");
    }
}
