//! Native render tests of the sharing components: the Share panel carries the link, the
//! embed code, a download link whose `data:` URL decodes to the game record, and the file
//! input; the step buttons say where they are and disable what cannot be done.

use variantarium::components::share::{SharePanel, SharePanelProps};
use variantarium::embed::{StepButtons, StepButtonsProps};
use yew::{Callback, LocalServerRenderer};

/// The opening tag that carries `attr` (e.g. `id="export"`).
fn tag_with<'a>(html: &'a str, attr: &str) -> &'a str {
    let at = html
        .find(attr)
        .unwrap_or_else(|| panic!("no {attr} in {html}"));
    let start = html[..at].rfind('<').expect("tag start");
    let end = at + html[at..].find('>').expect("tag end");
    &html[start..=end]
}

#[tokio::test]
async fn the_share_panel_has_the_link_the_embed_code_export_and_import() {
    let props = SharePanelProps {
        link: "http://h/p/#game=chessnim&moves=K@b7".into(),
        embed_code: "<iframe src=\"x\"></iframe>".into(),
        record: "Game: ChessNim\n\n1. K@b7\n".into(),
        file_name: "chessnim-game.txt".into(),
        on_import: Callback::noop(),
        on_import_error: Callback::noop(),
        on_close: Callback::noop(),
        withheld: None,
    };
    let html = LocalServerRenderer::<SharePanel>::with_props(props)
        .render()
        .await;
    assert!(
        !html.contains("share-withheld"),
        "nothing withheld outside a deployment"
    );
    let link = tag_with(&html, "id=\"share-link\"");
    assert!(link.contains("readonly"), "{link}");
    assert!(
        link.contains("value=\"http://h/p/#game=chessnim&amp;moves=K@b7\""),
        "{link}"
    );
    let export = tag_with(&html, "id=\"export\"");
    assert!(
        export.contains("download=\"chessnim-game.txt\""),
        "{export}"
    );
    assert!(
        export.contains(
            "href=\"data:text/plain;charset=utf-8,Game%3A%20ChessNim%0A%0A1.%20K%40b7%0A\""
        ),
        "{export}"
    );
    let file = tag_with(&html, "id=\"import-file\"");
    assert!(file.contains("type=\"file\""), "{file}");
    assert!(html.contains("id=\"copy-link\""));
    assert!(tag_with(&html, "id=\"embed-code\"").contains("&lt;iframe"));
}

#[tokio::test]
async fn the_share_panel_withholds_everything_during_arnhems_secret_deployment() {
    use engine::{Settings, Variant};
    use variantarium::game::Game;
    // Arnhem starts with White's secret deployment (AR-4).
    let game = Game::new(Settings::new(Variant::Arnhem)).expect("Arnhem starts");
    let why = variantarium::share::share_withheld(&game).expect("withheld while deploying");
    assert!(why.contains("once both armies are revealed"), "{why}");
    let html = LocalServerRenderer::<SharePanel>::with_props(SharePanelProps {
        link: "http://h/p/#game=arnhem&moves=K@e1".into(),
        embed_code: "<iframe src=\"K@e1\"></iframe>".into(),
        record: "Game: Arnhem Chess\n\n1. K@e1\n".into(),
        file_name: "arnhem-game.txt".into(),
        on_import: Callback::noop(),
        on_import_error: Callback::noop(),
        on_close: Callback::noop(),
        withheld: Some(why.into()),
    })
    .render()
    .await;
    assert!(tag_with(&html, "id=\"share-withheld\"").contains("role=\"status\""));
    for gone in [
        "share-link",
        "embed-code",
        "id=\"export\"",
        "K@e1",
        "K%40e1",
    ] {
        assert!(!html.contains(gone), "{gone} in {html}");
    }
    assert!(html.contains("id=\"import-file\""), "import stays");
    // A quick Arnhem game (no deployment) has nothing to hide.
    let mut settings = Settings::new(Variant::Arnhem);
    settings.arnhem.deployment = false;
    let quick = Game::new(settings).expect("quick Arnhem starts");
    assert_eq!(variantarium::share::share_withheld(&quick), None);
}

#[tokio::test]
async fn step_buttons_say_where_they_are() {
    let render = |ply: usize, total: usize| async move {
        LocalServerRenderer::<StepButtons>::with_props(StepButtonsProps {
            ply,
            total,
            on_go: Callback::noop(),
        })
        .render()
        .await
    };
    let html = render(0, 9).await;
    assert!(html.contains(">0 / 9<"), "{html}");
    assert!(tag_with(&html, "id=\"nav-first\"").contains("disabled"));
    assert!(tag_with(&html, "id=\"nav-back\"").contains("disabled"));
    assert!(!tag_with(&html, "id=\"nav-forward\"").contains("disabled"));
    let html = render(9, 9).await;
    assert!(html.contains(">9 / 9<"), "{html}");
    assert!(tag_with(&html, "id=\"nav-last\"").contains("disabled"));
    assert!(!tag_with(&html, "id=\"nav-back\"").contains("disabled"));
}
