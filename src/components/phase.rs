//! What a player does before play begins (Arnhem, `AR-4`): the deployment's "Done" button
//! (`#deploy-done`, the move `pass`, enabled once the whole army is placed) and the change's
//! "No change" button (`#no-change`, also `pass`, disabled with the reason when Black's king
//! is in check at the reveal, `AR-4`), with a line saying what may be done. In play, a game
//! defined with passes (`pass`, `passOnStalemate`: flipello, ataxx) gets a "Pass" button
//! (`#pass-turn`) whenever the engine allows the pass.

use engine::{Move, Phase, Position, Variant};
use yew::prelude::*;

/// The panel's properties.
#[derive(Properties, PartialEq)]
pub struct PhasePanelProps {
    /// The position.
    pub position: Position,
    /// Done / No change.
    pub on_pass: Callback<()>,
}

/// The deployment panel (nothing in ordinary play).
#[function_component(PhasePanel)]
pub fn phase_panel(props: &PhasePanelProps) -> Html {
    let pos = &props.position;
    let who = pos.turn().title();
    // Why `pass` is refused, if it is (Arnhem's "no change" while in check, `AR-4`).
    let refusal = pos.check(&Move::Pass).err();
    let can_pass = refusal.is_none();
    let on_pass = props.on_pass.reform(|_: MouseEvent| ());
    match pos.phase() {
        Phase::Play if can_pass && pos.rules().variant() == Variant::Defined => html! {
            <div class="phase-panel" data-phase="pass">
                <p>{ format!("{who} may pass the turn.") }</p>
                <button type="button" id="pass-turn" class="primary" onclick={on_pass}>
                    { "Pass" }</button>
            </div>
        },
        Phase::Play => html! {},
        Phase::Deploy => html! {
            <div class="phase-panel" data-phase="deploy">
                <p>{ format!("{who}: drag your pieces from the tray onto the marked squares; \
                    drag a placed piece to move it or swap it.") }</p>
                <button type="button" id="deploy-done" class="primary" disabled={!can_pass}
                    onclick={on_pass}>{ "Done" }</button>
                if !can_pass {
                    <span class="hint">{ " place every piece first" }</span>
                }
            </div>
        },
        Phase::Change => html! {
            <div class="phase-panel" data-phase="change">
                <p>{ format!("{who} may make one change: move a pawn to another empty \
                    allowed square, or swap two pieces of the back rank.") }</p>
                <button type="button" id="no-change" class="primary" disabled={!can_pass}
                    aria-describedby={refusal.is_some().then_some("no-change-why")}
                    onclick={on_pass}>{ "No change" }</button>
                if let Some(why) = &refusal {
                    <span class="hint" id="no-change-why">{ format!(" {why}") }</span>
                }
            </div>
        },
    }
}
