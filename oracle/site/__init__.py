"""The site generator: feature files, sources, results and the card export in; MkDocs pages and a site out.

Imports point one way, from the files read to the site served (``tests/unit/test_site_imports.py`` fails
on any cycle):

* leaves: ``errors``, ``text``, ``inputs`` (result input hashes), ``fork`` (two pieces of work at once),
  ``memory``, ``prerender``, ``shell``, ``split`` and the MkDocs hook ``search_hook`` that uses them;
* the inputs read as data: ``cards`` (the card export), ``model`` (feature files), ``glossary`` (steps);
* ``data``: the :class:`~oracle.site.data.Site`, everything the pages are made of;
* ``pages``: each page's text from a ``Site``;
* ``build``: reads the inputs into a ``Site`` (``load_site``) and writes the pages (``generate``);
* ``publish`` (``make site-build``) and ``__main__`` run the build; ``serve`` (``make site``) runs publish.
"""
