/// The gallery's one inline style sheet: the page, the cards, the platform rows, the device
/// frames, and how a message's parts are laid out. The numbers of each platform's default UI
/// (SPEC §10.1) come from its `PlatformLook` and are written on the elements themselves.
enum GalleryStyle {
    static let css = """
        *{box-sizing:border-box}
        html{color-scheme:light}
        body{margin:0;background:#f4f4f6;color:#1d1d1f;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
        .top{padding:20px 32px 8px}
        .top h1{margin:0;font-size:22px}
        .top p{margin:4px 0 0;color:#6e6e73}
        .tools{display:flex;gap:12px;margin:12px 0 0}
        .tools[hidden]{display:none}
        .tools input,.tools select{font:inherit;padding:4px 8px;border:1px solid #c7c7cc;border-radius:6px}
        main{padding:8px 32px 48px}
        .campaign{background:#fff;border:1px solid #d2d2d7;border-radius:12px;margin:0 0 24px;padding:20px 24px}
        .campaign[hidden]{display:none}
        .campaign h2{margin:0;font-size:18px;display:flex;flex-wrap:wrap;gap:4px 12px;align-items:baseline}
        .campaign h2 .name{font-weight:400}
        .campaign h3.variant{margin:14px 0 4px;font-size:15px}
        .type{font-size:12px;font-weight:600;text-transform:uppercase;letter-spacing:.04em;padding:2px 8px;border-radius:10px;background:#e8f0fb;color:#1b5fa8}
        .facts{display:grid;grid-template-columns:max-content 1fr;gap:2px 16px;margin:12px 0 0}
        .facts dt{color:#6e6e73}
        .facts dd{margin:0;overflow-wrap:anywhere}
        .note{margin:10px 0 0;padding:6px 10px;border-left:3px solid #c7a100;background:#fffbea}
        .custom-view{margin:12px 0 0;padding:10px 14px;border-left:3px solid #6e3bd1;background:#f4effd}
        .custom-view-title{margin:0 0 6px;font-weight:600}
        .contract{display:grid;grid-template-columns:max-content 1fr;gap:2px 16px;margin:0}
        .contract dt{color:#6e6e73}
        .contract dd{margin:0;overflow-wrap:anywhere}
        .extras{margin:0;padding:0;list-style:none}
        .platform-row{margin-top:18px}
        .platform-name{margin:0;font-size:15px;font-weight:600}
        .frames{display:flex;flex-wrap:wrap;gap:28px;margin-top:12px;align-items:flex-start}
        .device{margin:0;width:min-content}
        .bezel{display:inline-block;padding:12px;border-radius:34px;background:#1d1d1f;box-shadow:0 2px 10px rgba(0,0,0,.18)}
        .bezel.tablet{padding:18px;border-radius:28px}
        .device figcaption{margin-top:6px;color:#6e6e73;font-size:12px}
        .screen{
          position:relative;overflow:hidden;border-radius:22px;
          font-family:-apple-system,BlinkMacSystemFont,"Helvetica Neue",Helvetica,Arial,"Liberation Sans",system-ui,sans-serif}
        .tablet .screen{border-radius:10px}
        .screen.light{background:#f2f2f7}
        .screen.dark{background:#000}
        .app{position:absolute;inset:0}
        .viewport{position:absolute;left:0;right:0}
        .not-seen{
          position:absolute;left:0;right:0;top:0;z-index:2;padding:3px 6px;pointer-events:none;text-align:center;font:600 11px/14px system-ui,sans-serif;
          color:#fff;background:repeating-linear-gradient(135deg,rgba(110,59,209,.92) 0 10px,rgba(90,40,180,.92) 10px 20px)}
        .app .nav{height:44px;margin-bottom:16px}
        .app .row{height:64px;margin:0 16px 12px;border-radius:10px}
        .light .app .nav,.light .app .row{background:#fff}
        .dark .app .nav,.dark .app .row{background:#1c1c1e}
        .overlay{position:absolute;inset:0}
        .center{position:absolute;left:0;right:0;display:flex;align-items:center;justify-content:center}
        .iam{position:absolute;font-kerning:none;font-variant-ligatures:none}
        .center>.iam{position:relative}
        .slideup{display:flex;align-items:center}
        .slideup-text{flex:1;min-width:0;margin:0;overflow-wrap:anywhere;overflow:hidden;display:-webkit-box;-webkit-box-orient:vertical}
        .chevron{flex:none}
        .card{display:flex;flex-direction:column;overflow:hidden}
        .card .text{flex:0 1 auto;min-height:0;overflow:auto;overflow-wrap:anywhere}
        .card h3{margin:0 0 10px}
        .card h3:last-child{margin-bottom:0}
        .card .text p{margin:0}
        .spacer{flex:none}
        .spacer.grow{flex:1 0 auto}
        .buttons{display:flex;justify-content:center;gap:10px;flex:none}
        .button{
          display:block;min-width:80px;max-width:100%;border:1px solid;border-radius:5px;text-align:center;white-space:nowrap;overflow:hidden;
          text-overflow:ellipsis}
        .buttons.two .button{flex:1 1 0;min-width:0}
        .close{position:absolute;display:flex;align-items:center;justify-content:center;line-height:1}
        .img-box{position:relative;overflow:hidden}
        .img-ph{
          position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:4px;padding:6px;overflow:hidden;
          background:repeating-linear-gradient(45deg,#d9d9de 0 8px,#e6e6ea 8px 16px);color:#3a3a3c;font-size:11px;line-height:1.3;text-align:center}
        .slideup .img-ph{padding:2px;gap:0;font-size:6px}
        .img-url{font-family:ui-monospace,Menlo,Consolas,monospace;overflow-wrap:anywhere;opacity:.8}
        .img-box img{position:absolute;inset:0;width:100%;height:100%;color:transparent;font-size:0}
        .img-box img.failed{display:none}
        .html-frame{inset:0;border:0;background:transparent}
        .fit-badges{display:flex;flex-wrap:wrap;gap:4px;margin:6px 0 0;padding:0;list-style:none}
        .fit{padding:1px 7px;border-radius:9px;font-size:12px;white-space:nowrap;background:#fff4e0;color:#8a4b00;border:1px solid #f0c98a}
        .contrast-badges{display:flex;flex-wrap:wrap;gap:4px;margin:6px 0 0;padding:0;list-style:none}
        .contrast{padding:1px 7px;border-radius:9px;font-size:12px;white-space:nowrap;background:#fdecec;color:#a1000f;border:1px solid #f3b4b9}
        .bridge-title{margin:6px 0 0;font-size:12px;color:#6e6e73}
        .bridge{margin:2px 0 0;padding-left:20px;font:12px ui-monospace,Menlo,Consolas,monospace;overflow-wrap:anywhere}
        .diagnostics{margin:14px 0 0;padding:0;list-style:none}
        .diagnostics li{margin:4px 0;padding:6px 10px;border-radius:6px;overflow-wrap:anywhere}
        .diagnostics .error{background:#fdecec;border-left:3px solid #d70015}
        .diagnostics .warning{background:#fff6e0;border-left:3px solid #c77c00}
        .diagnostics .where{color:#6e6e73}
        .diagnostics .remarks{margin:4px 0 0;padding:0 0 0 14px;list-style:none}
        .diagnostics .remarks li{margin:2px 0;padding:0;border-radius:0;background:none}
        body[data-show=light] [data-theme=dark],body[data-show=dark] [data-theme=light]{display:none}
        """
}
