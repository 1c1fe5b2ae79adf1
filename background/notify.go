package background

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/recall-mcp/recall/internal/dbconn"
)

// Channel is the NOTIFY channel on which a process tells the leader of work it left, its payload
// the schema and the topic ("schema topic"). The leader's change listener hands the topics of its
// schema to Set.Wake.
const Channel = "recall_work"

// Notifier tells the leader of work a committed write left. In the leader's own process it wakes
// the services at once; elsewhere it sends a NOTIFY on Channel, at most one a topic every Every,
// always one after the last hint (a hint within Every of a NOTIFY is sent when Every has passed),
// so the leader hears of every write a moment later and a burst of writes costs a statement or
// two. Its NOTIFY is a statement of its own, after the write's commit, never part of the write's
// transaction: a transaction that notifies takes a lock that every other notifying transaction
// of the cluster waits for until it has committed, flush included, which would put concurrent
// saves one behind the other. It is safe for concurrent use; a nil Notifier does nothing.
type Notifier struct {
	db    *pgxpool.Pool
	set   *Set          // nil in a process that never leads (the CLI)
	every time.Duration // default 250ms
	log   *slog.Logger

	mu   sync.Mutex
	busy map[string]bool // a NOTIFY of the topic was sent less than every ago, or is being sent
	more map[string]bool // a hint came meanwhile: send again when every has passed
}

// NewNotifier returns a Notifier sending on db; set, when not nil, is this process's set of
// services, woken directly while it runs.
func NewNotifier(db *pgxpool.Pool, set *Set, every time.Duration, log *slog.Logger) *Notifier {
	if every <= 0 {
		every = 250 * time.Millisecond
	}
	if log == nil {
		log = slog.Default()
	}
	return &Notifier{db: db, set: set, every: every, log: log, busy: map[string]bool{}, more: map[string]bool{}}
}

// Hint says that a committed write left work of topic. It never blocks, but in a process that
// never leads (a command line that writes and exits), where it sends at once.
func (n *Notifier) Hint(topic string) {
	if n == nil {
		return
	}
	if n.set == nil {
		n.notify(topic)
		return
	}
	if n.set.Wake(topic) {
		return
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.busy[topic] {
		n.more[topic] = true
		return
	}
	n.busy[topic] = true
	go n.send(topic)
}

// send notifies topic, then again every Every while hints keep coming.
func (n *Notifier) send(topic string) {
	for {
		n.notify(topic)
		time.Sleep(n.every)
		n.mu.Lock()
		if !n.more[topic] {
			n.busy[topic] = false
			n.mu.Unlock()
			return
		}
		n.more[topic] = false
		n.mu.Unlock()
	}
}

func (n *Notifier) notify(topic string) {
	ctx, cancel := context.WithTimeout(dbconn.WithKind(context.Background(), dbconn.KindNotify), 5*time.Second)
	defer cancel()
	if _, err := n.db.Exec(ctx, `select pg_notify('`+Channel+`', current_schema() || ' ' || $1)`, topic); err != nil {
		// The leader's slow poll finds the work anyway.
		n.log.Debug("could not tell the leader of work left; its next poll finds it", "topic", topic, "err", err)
	}
}
