//! The score of a match: how each game ended, wins, draws and losses, the Elo estimate
//! and the sequential probability ratio test.

/// How a game ended, for engine 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameResult {
    /// Engine 1 won.
    Win,
    /// A draw.
    Draw,
    /// Engine 1 lost.
    Loss,
}

/// Wins, draws and losses of engine 1.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Score {
    /// Games engine 1 won.
    pub wins: u32,
    /// Drawn games.
    pub draws: u32,
    /// Games engine 1 lost.
    pub losses: u32,
}

impl Score {
    /// Counts one more game ended with `r`.
    pub(super) fn add(&mut self, r: GameResult) {
        match r {
            GameResult::Win => self.wins += 1,
            GameResult::Draw => self.draws += 1,
            GameResult::Loss => self.losses += 1,
        }
    }

    /// Games played.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Engine 1's score per game (0 … 1) and the variance of one game's score.
    fn mean_and_variance(&self) -> (f64, f64) {
        let n = f64::from(self.games().max(1));
        let (w, d, l) = (
            f64::from(self.wins) / n,
            f64::from(self.draws) / n,
            f64::from(self.losses) / n,
        );
        let s = w + d / 2.0;
        let var = w * (1.0 - s).powi(2) + d * (0.5 - s).powi(2) + l * s.powi(2);
        (s, var)
    }

    /// The Elo difference (engine 1 minus engine 2) and its 95 % error bar, from the
    /// logistic model; `None` before a game is played or while the score is 0 or 1.
    pub fn elo(&self) -> Option<(f64, f64)> {
        let n = f64::from(self.games());
        let (s, var) = self.mean_and_variance();
        if n == 0.0 || s <= 0.0 || s >= 1.0 {
            return None;
        }
        let elo = |p: f64| -400.0 * (1.0 / p - 1.0).log10();
        let margin = 1.96 * (var / n).sqrt();
        let lo = elo((s - margin).clamp(1e-6, 1.0 - 1e-6));
        let hi = elo((s + margin).clamp(1e-6, 1.0 - 1e-6));
        Some((elo(s), (hi - lo) / 2.0))
    }

    /// The log-likelihood ratio of `elo1` against `elo0` (the usual normal approximation
    /// of the trinomial model).
    pub fn llr(&self, elo0: f64, elo1: f64) -> f64 {
        let (s, var) = self.mean_and_variance();
        if var <= 0.0 {
            return 0.0;
        }
        let p = |elo: f64| 1.0 / (1.0 + 10f64.powf(-elo / 400.0));
        let (s0, s1) = (p(elo0), p(elo1));
        f64::from(self.games()) * (s1 - s0) * (2.0 * s - s0 - s1) / (2.0 * var)
    }
}

/// The SPRT's bounds for α = β = 0.05: (accept H0 below, accept H1 above).
pub const SPRT_BOUNDS: (f64, f64) = (-2.944_438_979, 2.944_438_979);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elo_and_sprt_arithmetic() {
        let even = Score {
            wins: 10,
            draws: 0,
            losses: 10,
        };
        let (elo, margin) = even.elo().expect("measurable");
        assert!(elo.abs() < 1e-9);
        assert!(margin > 100.0 && margin < 400.0, "{margin}");
        // 75 % is +190.8 Elo.
        let good = Score {
            wins: 60,
            draws: 30,
            losses: 10,
        };
        let (elo, _) = good.elo().expect("measurable");
        assert!((elo - 190.85).abs() < 0.1, "{elo}");
        assert!(good.llr(0.0, 10.0) > 0.0);
        assert!(even.llr(0.0, 10.0) < 0.0);
        assert_eq!(
            Score {
                wins: 3,
                draws: 0,
                losses: 0
            }
            .elo(),
            None
        );
    }
}
