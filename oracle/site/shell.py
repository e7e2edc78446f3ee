"""The theme's page shell is rendered once per folder of generated pages, not once per page.

Material renders every page through the same Jinja templates (head, header, search box, navigation,
footer). For a generated page outside the navigation (a ruling, a card, a topic) everything but its
title and its body is the same as for any other such page in the same folder: links are relative to
the folder, no navigation item is active, there is no previous/next page and the table of contents is
empty (the page is raw HTML). Rendering the theme for each of the ~700 such pages was most of a build.

So the first page of a *group* (same template, folder, front matter other than the title, table of
contents and whether the body has its own ``<h1>``) is rendered twice: once as usual and once with
marker strings for title and body. The second gives the shell, cut at the markers; it is kept only when
putting the first page's title and body into it gives exactly the usual rendering, and again for the
second page of the group (so nothing the theme writes depends on the page's own address); else the
group keeps the usual rendering. Every other page of the group is the shell with its title and body put
in: no Jinja.

Titles that the theme would change (``striptags`` on tags, entities or runs of white space) never take
the shortcut; neither do pages in the navigation, the home page, or pages outside ``generated/``.
"""

from __future__ import annotations

import json
import os
import posixpath
from typing import Any

from markupsafe import Markup

GENERATED = "generated/"
TEMPLATE = "main.html"
_TITLE = "\x02oracle-title\x02"
_BODY = "\x02oracle-body\x02"
_BODY_H1 = "\x02oracle-body<h1\x02"  # the theme adds its own <h1> only when the body has none
_MARK = "\x02"
OFF = "ORACLE_SITE_SHELLS"
"""Environment variable: ``0`` renders every page with Jinja (the tests compare both builds)."""
LAST: list[ShellTemplate] = []
"""The stand-in of the last build (its counts, for the tests)."""


class _Marked:
    """A page whose title and body are markers; everything else is the real page's."""

    def __init__(self, page: Any, body: str) -> None:
        self._page = page
        self.title = _TITLE
        self.content = body
        self.meta = {**page.meta, "title": _TITLE} if "title" in page.meta else page.meta

    def __getattr__(self, name: str) -> Any:
        return getattr(self._page, name)


class ShellTemplate:
    """Stands in for the theme's ``main.html``: renders each group's shell once, then fills it in."""

    def __init__(self, template: Any) -> None:
        self.template = template
        self.shells: dict[str, tuple[str, ...] | None] = {}
        self.checked: set[str] = set()  # groups whose shell was also checked on a second page
        self.in_nav: set[int] | None = None
        self.rendered = 0  # pages rendered by Jinja (for the tests and the build log)
        self.filled = 0  # pages filled into a shell

    def _key(self, context: Any) -> str | None:
        page = context.get("page")
        if page is None or not page.file.src_uri.startswith(GENERATED) or page.is_homepage:
            return None
        if self.in_nav is None:
            nav = context.get("nav")
            self.in_nav = {id(p) for p in (nav.pages if nav is not None else [])}
        if id(page) in self.in_nav or page.previous_page or page.next_page or page.ancestors:
            return None
        title, body = page.title, page.content
        if not isinstance(title, str) or not isinstance(body, str) or Markup(title).striptags() != title:
            return None
        if page.meta.get("title", title) != title or _MARK in title:
            return None
        meta = {k: v for k, v in page.meta.items() if k != "title"}
        return json.dumps(
            [
                posixpath.dirname(page.url.rstrip("/")),
                meta,
                [str(item) for item in page.toc],
                "<h1" in body,
                page.canonical_url,
                page.edit_url,
            ],
            sort_keys=True,
            default=repr,
        )

    def render(self, context: Any) -> str:
        key = self._key(context)
        if key is None:
            return self._render(context)
        page = context["page"]
        if key not in self.shells:
            usual = self._render(context)
            marked = self._render(
                {**context, "page": _Marked(page, _BODY_H1 if "<h1" in page.content else _BODY)}
            )
            self.shells[key] = self._cut(marked)
            if self.shells[key] is not None and self._fill(self.shells[key], page) != usual:
                self.shells[key] = None
            return usual
        shell = self.shells[key]
        if shell is None:
            return self._render(context)
        if key not in self.checked:  # a second page too: the theme must not write the page's own URL
            self.checked.add(key)
            usual = self._render(context)
            if self._fill(shell, page) != usual:
                self.shells[key] = None
            return usual
        self.filled += 1
        return self._fill(shell, page)

    def _render(self, context: Any) -> str:
        self.rendered += 1
        return str(self.template.render(context))

    @staticmethod
    def _cut(marked: str) -> tuple[str, ...] | None:
        """The shell as text pieces and markers, or None when a marker was changed by the theme."""
        pieces: list[str] = []
        rest = marked
        while True:
            at = [(rest.find(m), m) for m in (_TITLE, _BODY, _BODY_H1) if m in rest]
            if not at:
                break
            i, m = min(at)
            pieces += [rest[:i], m]
            rest = rest[i + len(m) :]
        pieces.append(rest)
        text = "".join(p for p in pieces[::2])
        if _MARK in text or sum(p in (_BODY, _BODY_H1) for p in pieces[1::2]) != 1:
            return None
        return tuple(pieces)

    @staticmethod
    def _fill(shell: tuple[str, ...], page: Any) -> str:
        return "".join(
            page.title if p == _TITLE else page.content if p in (_BODY, _BODY_H1) else p for p in shell
        )

    def __getattr__(self, name: str) -> Any:
        return getattr(self.template, name)


def cache_page_shells(env: Any) -> Any:
    """``env.get_template("main.html")`` returns the shell-caching stand-in (one per build).

    Called by the hook's ``on_env`` (:mod:`oracle.site.search_hook`).
    """
    if os.environ.get(OFF) == "0":
        return env
    original = env.get_template
    shell: dict[str, ShellTemplate] = {}

    def get_template(name: Any, *args: Any, **kwargs: Any) -> Any:
        template = original(name, *args, **kwargs)
        if name != TEMPLATE or args or kwargs:
            return template
        if TEMPLATE not in shell:
            shell[TEMPLATE] = ShellTemplate(template)
            LAST[:] = [shell[TEMPLATE]]
        return shell[TEMPLATE]

    env.get_template = get_template
    return env
