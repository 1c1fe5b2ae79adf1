package dbroute

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// Channels: FenceChannel carries every write's fence ("lsn principal schema"); the triggers of
// definitions/40_recall_auth_changed.sql and 41_recall_access_changed.sql announce changes to
// tokens and principals, and to who may read what, with the schema as payload; the memory
// service announces changes to always-inject sets (JSON with the schema).
const (
	FenceChannel  = "recall_fence"
	accessChannel = "recall_access"
	authChannel   = "recall_auth"
	// injectChannel is memory.Channel: an always-inject set changed, and its subscribers are
	// about to read it again, from wherever they are served.
	injectChannel = "recall_inject"
)

// fenceSQL records principal's fence: the primary's WAL insert position, read after the write
// committed, so at or past its commit. It goes to read_fences (where a process that starts, or
// whose listener reconnects, finds it) and to every listening process, in one transaction.
const fenceSQL = `
	with f as (
		insert into read_fences as f (principal, lsn) values ($1, pg_current_wal_insert_lsn())
		on conflict (principal) do update set lsn = greatest(f.lsn, excluded.lsn), written_at = now()
		returning f.lsn)
	select f.lsn::text, pg_notify('` + FenceChannel + `', f.lsn::text || ' ' || $1 || ' ' || current_schema()) from f`

// Wrote records that principal (or Everyone) has just committed a write on the primary: its
// reads, from this process and every other, go only to replicas that have replayed it. Call it
// after the commit and before the write is acknowledged. When the fence cannot be recorded (the
// primary went away right after the commit), the principal's reads stay on the primary until a
// later position of the primary is known. It returns within 5 seconds whatever ctx does: a
// caller that went away still needs its fence.
func (r *Router) Wrote(ctx context.Context, principal string) {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
	defer cancel()
	lsn, err := r.publish(ctx, principal)
	if err != nil {
		r.pin(principal)
		r.log.WarnContext(ctx, "could not record a write's fence; the writer reads from the primary until a later WAL position is known", "err", err)
		return
	}
	r.raise(principal, lsn)
}

// publish records principal's fence in one round trip. The fence's own commit waits neither for
// the disk nor for a synchronous standby: losing it in a crash loses nothing but the routing hint
// it is, and the write it fences has committed (and replicated) already.
func (r *Router) publish(ctx context.Context, principal string) (LSN, error) {
	var text string
	b := &pgx.Batch{}
	b.Queue(`begin`)
	b.Queue(`set local synchronous_commit = off`)
	b.Queue(fenceSQL, principal).QueryRow(func(row pgx.Row) error { return row.Scan(&text, new(any)) })
	b.Queue(`commit`)
	if err := r.primary.SendBatch(ctx, b).Close(); err != nil {
		return 0, fmt.Errorf("record fence: %w", err)
	}
	lsn, err := ParseLSN(text)
	return r.layout.Load().end(lsn), err
}

// listen hears other processes' fences and changes to who may read what on a connection of its
// own, reconnecting with backoff. Reads go to replicas only while it hears.
func (r *Router) listen(ctx context.Context) {
	backoff := r.o.MinBackoff
	settle := r.settler()
	defer settle() // ctx ended before a first try
	for ctx.Err() == nil {
		err := r.listenOnce(ctx, func() {
			backoff = r.o.MinBackoff
			settle()
		})
		settle() // counts only when the first try failed before it connected
		if r.listening.Swap(false) {
			r.log.WarnContext(ctx, "fence listener lost: every read goes to the primary until it is back", "err", err, "retryIn", backoff)
		}
		select {
		case <-ctx.Done():
			return
		case <-time.After(backoff):
		}
		backoff = min(backoff*2, r.o.MaxBackoff)
	}
}

func (r *Router) listenOnce(ctx context.Context, connected func()) error {
	cctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	conn, err := pgx.ConnectConfig(cctx, r.o.Listen.Copy())
	cancel()
	if err != nil {
		return err
	}
	defer conn.Close(context.WithoutCancel(ctx))
	schema, err := r.start(ctx, conn)
	if err != nil {
		return err
	}
	r.listening.Store(true)
	connected()
	r.log.InfoContext(ctx, "fence listener started: reads may go to replicas that replayed their principal's writes", "replicas", len(r.replicas))
	for {
		wctx, cancel := context.WithTimeout(ctx, 30*time.Second)
		n, err := conn.WaitForNotification(wctx)
		cancel()
		switch {
		case ctx.Err() != nil:
			return ctx.Err()
		case errors.Is(err, context.DeadlineExceeded):
			// Silence: make sure the server is still there (a vanished one looks like a quiet one).
			if err := exec(ctx, conn, "select 1"); err != nil {
				return fmt.Errorf("probe: %w", err)
			}
			continue
		case err != nil:
			return err
		}
		if err := r.heard(ctx, conn, schema, n); err != nil {
			return err
		}
	}
}

// start LISTENs, reads the WAL's layout, and loads every recorded fence: a write committed before
// the LISTEN is in the table, one after it is announced.
func (r *Router) start(ctx context.Context, conn *pgx.Conn) (string, error) {
	if err := exec(ctx, conn, "listen "+FenceChannel+"; listen "+accessChannel+"; listen "+authChannel+"; listen "+injectChannel); err != nil {
		return "", err
	}
	qctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	var schema string
	var l walLayout
	if err := conn.QueryRow(qctx, `select current_schema(), current_setting('wal_block_size')::bigint,
		pg_size_bytes(current_setting('wal_segment_size'))`).Scan(&schema, &l.block, &l.segment); err != nil {
		return "", err
	}
	r.layout.Store(&l)
	rows, err := conn.Query(qctx, `select principal, lsn::text from read_fences`)
	if err != nil {
		return "", fmt.Errorf("load fences: %w", err)
	}
	var principal, text string
	_, err = pgx.ForEachRow(rows, []any{&principal, &text}, func() error {
		lsn, err := ParseLSN(text)
		if err == nil {
			r.raise(principal, l.end(lsn))
		}
		return err
	})
	return schema, err
}

// heard applies one notification of schema's processes; other schemas of the database (tests run
// side by side so) are not ours.
func (r *Router) heard(ctx context.Context, conn *pgx.Conn, schema string, n *pgconn.Notification) error {
	if n.Channel == injectChannel {
		var c struct {
			Schema string `json:"schema"`
		}
		if json.Unmarshal([]byte(n.Payload), &c) != nil || c.Schema != schema {
			return nil
		}
	} else if n.Channel != FenceChannel && n.Payload != schema {
		return nil
	}
	if n.Channel != FenceChannel {
		// Who may read what changed, or an always-inject set its subscribers will read again at
		// once, and the change has committed (NOTIFY is delivered after the commit): the primary's
		// position now is past it, and every reader's fence.
		var text string
		qctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		if err := conn.QueryRow(qctx, `select pg_current_wal_insert_lsn()::text`).Scan(&text); err != nil {
			return err
		}
		lsn, err := ParseLSN(text)
		if err != nil {
			return err
		}
		r.raise(Everyone, r.layout.Load().end(lsn))
		return nil
	}
	text, rest, _ := strings.Cut(n.Payload, " ")
	principal, s, _ := strings.Cut(rest, " ")
	if s != schema || principal == "" {
		return nil
	}
	if lsn, err := ParseLSN(text); err == nil {
		r.raise(principal, r.layout.Load().end(lsn))
	}
	return nil
}

func exec(ctx context.Context, conn *pgx.Conn, sql string) error {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	_, err := conn.Exec(ctx, sql)
	return err
}
