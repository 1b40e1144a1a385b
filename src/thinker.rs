//! The page's side of the search worker: starts the worker (`worker_loader.js`, built by
//! trunk from `src/worker.rs`) when first needed, sends it one [`Request`] at a time, hands
//! the [`Reply`] to a callback, and terminates the worker to stop a search nobody wants
//! any more (the game moved on, was undone or left). A new worker is started for the
//! next question.
//!
//! A new worker says `ready` once its wasm has loaded and it listens; a question asked
//! before that waits here (a message posted earlier would be lost). Questions and answers
//! are serde values posted as JavaScript objects (`serde-wasm-bindgen`); the worker's
//! events are heard through `gloo-events` listeners, removed with the worker.
//!
//! Not `gloo-worker`: a search nobody wants any more is stopped by terminating the worker
//! and starting a new one for the next question, and the worker is trunk's second bin
//! with its own loader; gloo-worker's bridges own the worker's life and message codec
//! (bincode by default), which would add code to both modules without serving either.

use std::cell::RefCell;
use std::rc::Rc;

use gloo_events::EventListener;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{MessageEvent, Worker};
use yew::Callback;

use crate::computer::{Reply, Request, Task, READY};

/// Where the worker's loader is, relative to the page (so any sub-path works).
pub const WORKER_URL: &str = "./worker_loader.js";

/// What the worker's handlers share with the page.
#[derive(Default)]
struct Shared {
    /// The worker has said it listens.
    ready: bool,
    /// A question written before the worker was ready.
    pending: Option<JsValue>,
    /// The question being answered and who wants the answer.
    current: Option<(u32, Callback<Reply>)>,
}

/// The worker and the question it is answering.
#[derive(Default)]
pub struct Thinker {
    worker: Option<Worker>,
    shared: Rc<RefCell<Shared>>,
    next_id: u32,
    listeners: Vec<EventListener>,
}

impl Thinker {
    /// Asks the worker (started if needed; a question still being answered is dropped).
    /// `on_reply` is told the answer, or why there is none.
    pub fn ask(
        &mut self,
        task: Task,
        ms: u32,
        seed: u64,
        game: String,
        on_reply: Callback<Reply>,
    ) -> Result<(), String> {
        self.cancel();
        if self.worker.is_none() {
            self.start()?;
        }
        self.next_id = self.next_id.wrapping_add(1).max(1);
        let id = self.next_id;
        let request = Request {
            id,
            task,
            ms,
            seed,
            game,
        };
        let message = serde_wasm_bindgen::to_value(&request)
            .map_err(|_| "the computer could not be asked".to_string())?;
        let ready = {
            let mut s = self.shared.borrow_mut();
            s.current = Some((id, on_reply));
            if !s.ready {
                s.pending = Some(message.clone());
            }
            s.ready
        };
        if ready {
            if let Some(w) = &self.worker {
                if w.post_message(&message).is_err() {
                    self.shared.borrow_mut().current = None;
                    return Err("the computer could not be asked".into());
                }
            }
        }
        Ok(())
    }

    /// Stops the question being answered, if any (the worker is terminated).
    pub fn cancel(&mut self) {
        if self.is_busy() {
            if let Some(w) = self.worker.take() {
                w.terminate();
            }
            self.listeners.clear();
            self.shared = Rc::default();
        }
    }

    /// Whether a question is being answered.
    pub fn is_busy(&self) -> bool {
        self.shared.borrow().current.is_some()
    }

    fn start(&mut self) -> Result<(), String> {
        let worker = Worker::new(WORKER_URL)
            .map_err(|_| "the computer could not start (no web worker)".to_string())?;
        let shared = self.shared.clone();
        let poster = worker.clone();
        let on_message = EventListener::new(&worker, "message", move |e| {
            let Some(e) = e.dyn_ref::<MessageEvent>() else {
                return;
            };
            let data = e.data();
            if data.as_string().as_deref() == Some(READY) {
                let pending = {
                    let mut s = shared.borrow_mut();
                    s.ready = true;
                    s.pending.take()
                };
                if let Some(p) = pending {
                    let _ = poster.post_message(&p);
                }
                return;
            }
            let Some((id, on_reply)) = shared.borrow_mut().current.take() else {
                return;
            };
            let reply =
                serde_wasm_bindgen::from_value::<Reply>(data).unwrap_or_else(|e| Reply::Error {
                    id,
                    message: format!("unreadable answer ({e})"),
                });
            let for_us = match &reply {
                Reply::Error { id: r, .. } => *r == id || *r == 0,
                r => r.id() == id,
            };
            if for_us {
                on_reply.emit(reply);
            } else {
                shared.borrow_mut().current = Some((id, on_reply));
            }
        });
        let shared = self.shared.clone();
        let on_error = EventListener::new(&worker, "error", move |_| {
            if let Some((id, on_reply)) = shared.borrow_mut().current.take() {
                on_reply.emit(Reply::Error {
                    id,
                    message: "the computer's worker failed to load or crashed".into(),
                });
            }
        });
        self.listeners = vec![on_message, on_error];
        self.worker = Some(worker);
        Ok(())
    }
}

impl Drop for Thinker {
    fn drop(&mut self) {
        if let Some(w) = self.worker.take() {
            w.terminate();
        }
    }
}
