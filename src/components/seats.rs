//! The "Players" part of the new-game dialog: each seat (White and Black, or the two
//! Royalists and the Republican in Vimes Chess) is a person or the computer at a level named
//! by strength, "Beginner" … "Strongest" (`computer::LEVELS`; `#seat-0`, `#seat-1`,
//! `#seat-2`: selects whose values are `human` or `computer:MS`, the level's time).

use engine::Variant;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::computer::{Seat, LEVELS};
use crate::games::face;

/// The seats' properties.
#[derive(Properties, PartialEq)]
pub struct SeatsProps {
    /// The game (for the players' names).
    pub variant: Variant,
    /// The seats as chosen so far, one per player.
    pub seats: Vec<Seat>,
    /// A seat changed: its index and who plays it now.
    pub on_change: Callback<(usize, Seat)>,
}

/// The seat choosers.
#[function_component(Seats)]
pub fn seats(props: &SeatsProps) -> Html {
    let variant = props.variant;
    html! {
        <fieldset class="seats">
            <legend>{ "Players" }</legend>
            { for props.seats.iter().enumerate().map(|(i, seat)| {
                let id = format!("seat-{i}");
                let on_change = props.on_change.clone();
                let onchange = Callback::from(move |e: Event| {
                    let value = e.target_unchecked_into::<HtmlSelectElement>().value();
                    if let Some(seat) = Seat::parse(&value) {
                        on_change.emit((i, seat));
                    }
                });
                let current = seat.to_text();
                html! {
                    <label class="seat" for={id.clone()}>
                        <span class="seat-name">{ face(variant).seat_name(i, props.seats.len()) }</span>
                        <select id={id} {onchange}>
                            <option value="human" selected={current == "human"}>{ "Person" }</option>
                            { for LEVELS.iter().map(|l| {
                                let value = Seat::Computer { ms: l.ms }.to_text();
                                let selected = current == value;
                                html! {
                                    <option {value} {selected}>
                                        { format!("Computer: {}", Seat::level_label(l.ms)) }
                                    </option>
                                }
                            }) }
                            // A time stored by an earlier version, which no level has: kept.
                            if let Seat::Computer { ms } = *seat {
                                if crate::computer::level_of(ms).is_none() {
                                    <option value={current.clone()} selected=true>
                                        { format!("Computer: {}", Seat::level_label(ms)) }
                                    </option>
                                }
                            }
                        </select>
                    </label>
                }
            }) }
        </fieldset>
    }
}
