"""An independent Nasty Neighbours (conquer style) perft, written from RULES.md NN-1..NN-5
alone (no code shared with the Rust engine), to cross-check nastyneighbours.perft.

    python3 nastyneighbours_reference.py FEN DEPTH [divide]

prints the leaf counts for depths 1..DEPTH (and, with `divide`, the count below each move
in coordinate notation first). Slow but plain: the start position to depth 4 takes a few
seconds, depth 5 about a minute."""
import sys

W, H = 9, 8
FILES = "abcdefghi"


def parse(fen):
    parts = fen.split()
    rows = parts[0].split("/")
    board = {}
    for i, row in enumerate(rows):
        r = H - 1 - i
        f = 0
        j = 0
        while j < len(row):
            c = row[j]
            if c.isdigit():
                n = 0
                while j < len(row) and row[j].isdigit():
                    n = n * 10 + int(row[j])
                    j += 1
                f += n
                continue
            prom = j + 1 < len(row) and row[j + 1] == "~"
            board[(f, r)] = ("w" if c.isupper() else "b", c.upper(), prom)
            f += 1
            j += 2 if prom else 1
    turn = parts[1]
    rights = set()
    if parts[2] != "-":
        for c in parts[2]:
            rights.add({"K": (8, 0), "Q": (0, 0), "k": (8, 7), "q": (0, 7)}[c])
    return board, turn, frozenset(rights)


def on(f, r):
    return 0 <= f < W and 0 <= r < H


def other(c):
    return "b" if c == "w" else "w"


ORTH = [(1, 0), (-1, 0), (0, 1), (0, -1)]
DIAG = [(1, 1), (1, -1), (-1, 1), (-1, -1)]
KNIGHT = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)]


def reach(board, sq):
    """The squares the piece on `sq` reaches, judged on occupancy only: a list of
    (to, kind), kind 'm' (an empty square it may move to), 'c' (an occupied square it may
    capture on if the piece there is an enemy's) or 'x' (an empty square it attacks but may
    not move to: the pawn's two-square capture)."""
    col, k, _ = board[sq]
    f, r = sq
    out = []
    if k == "K":
        for df in (-1, 0, 1):
            for dr in (-1, 0, 1):
                if (df or dr) and on(f + df, r + dr):
                    t = (f + df, r + dr)
                    out.append((t, "c" if t in board else "m"))
    elif k in "QRB":
        dirs = []
        if k in "QR":
            dirs += ORTH
        if k in "QB":
            dirs += DIAG
        for dx, dy in dirs:
            cf, cr = f, r
            for _ in range(7):
                mid = (cf + dx, cr + dy)
                land = (cf + 2 * dx, cr + 2 * dy)
                if not on(*land) or mid in board:
                    break
                if land in board:
                    out.append((land, "c"))
                    break
                out.append((land, "m"))
                cf, cr = land
    elif k == "N":
        for dx, dy in KNIGHT:
            a = (f + dx, r + dy)
            if not on(*a):
                continue
            if a in board:
                out.append((a, "c"))
                continue
            out.append((a, "m"))
            b = (f + 2 * dx, r + 2 * dy)
            if on(*b):
                out.append((b, "c" if b in board else "m"))
    elif k == "P":
        fw = 1 if col == "w" else -1
        one = (f, r + fw)
        if on(*one):
            out.append((one, "c" if one in board else "m"))
            two = (f, r + 2 * fw)
            if one not in board and on(*two):
                # captures only: an empty target is attacked, not a move
                out.append((two, "c" if two in board else "x"))
    return out


def attacked(board, sq, by):
    for s, p in board.items():
        if p[0] != by:
            continue
        for t, _ in reach(board, s):
            if t == sq:
                return True
    return False


def king_sq(board, col):
    for s, p in board.items():
        if p[0] == col and p[1] == "K":
            return s
    return None


def last_rank(col):
    return H - 1 if col == "w" else 0


def pseudo(board, turn, rights):
    moves = []
    last = last_rank(turn)
    for s, p in list(board.items()):
        if p[0] != turn:
            continue
        for t, kind in reach(board, s):
            if kind == "x":
                continue
            if kind == "c":
                q = board[t]
                if q[0] == turn or q[1] == "K":
                    continue
            promo = None
            if p[1] == "P" and t[1] == last:
                promo = "pawn"
            elif kind == "c" and board[t][1] == "P" and s[1] == last:
                promo = "conquered"
            if promo:
                for l in "NBRQ":
                    moves.append((s, t, l))
            else:
                moves.append((s, t, None))
    # castling
    home = 0 if turn == "w" else H - 1
    ksq = (4, home)
    for rf in (0, 8):
        rsq = (rf, home)
        if rsq not in rights:
            continue
        d = 1 if rf > 4 else -1
        between = [(f, home) for f in range(min(4, rf) + 1, max(4, rf))]
        if any(b in board for b in between):
            continue
        enemy = other(turn)
        if attacked(board, ksq, enemy):
            continue
        crossed = [(4 + d * i, home) for i in (1, 2, 3)]
        if any(attacked(board, c, enemy) for c in crossed):
            continue
        moves.append((ksq, (4 + 3 * d, home), "castle"))
    return moves


def play(board, turn, rights, m):
    b = dict(board)
    s, t, x = m
    rights = set(rights)
    p = b.pop(s)
    if x == "castle":
        home = s[1]
        d = 1 if t[0] > s[0] else -1
        rsq = (8 if d == 1 else 0, home)
        rook = b.pop(rsq)
        b[(t[0] - d, home)] = rook
        b[t] = p
        rights = {r for r in rights if r[1] != home}
        return b, other(turn), frozenset(rights)
    y = b.pop(t, None)
    if y is not None:
        ny = (turn, y[1], y[2])
        if y[1] == "P" and s[1] == last_rank(turn) and x:
            ny = (turn, x, True)
            x = None
        b[s] = ny
    if x:
        p = (p[0], x, True)
    b[t] = p
    if p[1] == "K":
        rights = {r for r in rights if r[1] != (0 if turn == "w" else H - 1)}
    rights.discard(s)
    rights.discard(t)
    return b, other(turn), frozenset(rights)


def bare(board, col):
    return sum(1 for p in board.values() if p[0] == col) <= 1


def legal(board, turn, rights):
    if bare(board, turn) or bare(board, other(turn)):
        return []
    out = []
    for m in pseudo(board, turn, rights):
        nb, _, _ = play(board, turn, rights, m)
        k = king_sq(nb, turn)
        if not attacked(nb, k, other(turn)):
            out.append(m)
    return out


def perft(board, turn, rights, depth):
    if depth == 0:
        return 1
    ms = legal(board, turn, rights)
    if depth == 1:
        return len(ms)
    return sum(perft(*play(board, turn, rights, m), depth - 1) for m in ms)


def uci(m):
    s, t, x = m
    u = f"{FILES[s[0]]}{s[1] + 1}{FILES[t[0]]}{t[1] + 1}"
    if x and x != "castle":
        u += x.lower()
    return u


if __name__ == "__main__":
    fen = sys.argv[1]
    depth = int(sys.argv[2])
    b, t, r = parse(fen)
    if len(sys.argv) > 3 and sys.argv[3] == "divide":
        for m in sorted(legal(b, t, r), key=uci):
            print(uci(m), perft(*play(b, t, r, m), depth - 1))
    for d in range(1, depth + 1):
        print(d, perft(b, t, r, d), flush=True)
