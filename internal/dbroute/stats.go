package dbroute

import (
	"time"

	"github.com/prometheus/client_golang/prometheus"
)

// Stats is what the router has done and what it knows of each replica.
type Stats struct {
	Listening    bool   // hearing every process's fences: replicas may serve reads
	PrimaryReads uint64 // reads run on the primary, second attempts included
	// FellBackFailed counts reads run again on the primary because the replica failed under them,
	// FellBackConfirm those whose refusal or absence was confirmed there.
	FellBackFailed, FellBackConfirm uint64
	Replicas                        []ReplicaStats
}

// ReplicaStats is one replica's state.
type ReplicaStats struct {
	Name      string
	Up        bool
	Why       string // why it is skipped, when it is not up
	Reads     uint64 // reads sent to it
	Replay    LSN
	Staleness time.Duration // how far behind the primary it was at its last check
}

// Stats reports the router's counters and the replicas' last checks.
func (r *Router) Stats() Stats {
	s := Stats{Listening: r.listening.Load(), PrimaryReads: r.primaryReads.Load(),
		FellBackFailed: r.fellBack[fellFailed].Load(), FellBackConfirm: r.fellBack[fellConfirm].Load()}
	now := time.Now()
	for _, rep := range r.replicas {
		st := rep.state.Load()
		rs := ReplicaStats{Name: rep.name, Up: st.up, Why: st.why, Reads: rep.reads.Load(), Replay: st.replay}
		if st.up {
			rs.Staleness = max(now.Sub(st.freshAt), 0)
		}
		s.Replicas = append(s.Replicas, rs)
	}
	return s
}

// Collector exports Stats to Prometheus. Replica names (host:port from the configuration) are the
// only label values besides "primary".
func (r *Router) Collector() prometheus.Collector { return collector{r} }

type collector struct{ r *Router }

var (
	readsDesc = prometheus.NewDesc("recall_db_reads_total",
		"Reads of callers by the server that ran them: primary, or a replica's host:port.", []string{"server"}, nil)
	fellBackDesc = prometheus.NewDesc("recall_db_read_fallbacks_total",
		"Reads run again on the primary after a replica: failed (it failed under the read) or confirm (a refusal or absence confirmed on the primary).", []string{"reason"}, nil)
	replicaUpDesc = prometheus.NewDesc("recall_db_replica_up",
		"1 while a replica serves reads, 0 while it is skipped (unreachable, promoted, or its schema behind).", []string{"replica"}, nil)
	stalenessDesc = prometheus.NewDesc("recall_db_replica_staleness_seconds",
		"How far behind the primary a replica was at its last check: writes older than this it has replayed.", []string{"replica"}, nil)
	listeningDesc = prometheus.NewDesc("recall_db_fence_listener_up",
		"1 while this process hears every process's write fences (reads may go to replicas), else 0 (every read goes to the primary).", nil, nil)
)

func (c collector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range []*prometheus.Desc{readsDesc, fellBackDesc, replicaUpDesc, stalenessDesc, listeningDesc} {
		ch <- d
	}
}

func (c collector) Collect(ch chan<- prometheus.Metric) {
	s := c.r.Stats()
	ch <- prometheus.MustNewConstMetric(readsDesc, prometheus.CounterValue, float64(s.PrimaryReads), "primary")
	ch <- prometheus.MustNewConstMetric(fellBackDesc, prometheus.CounterValue, float64(s.FellBackFailed), "failed")
	ch <- prometheus.MustNewConstMetric(fellBackDesc, prometheus.CounterValue, float64(s.FellBackConfirm), "confirm")
	ch <- prometheus.MustNewConstMetric(listeningDesc, prometheus.GaugeValue, b2f(s.Listening))
	for _, rs := range s.Replicas {
		ch <- prometheus.MustNewConstMetric(readsDesc, prometheus.CounterValue, float64(rs.Reads), rs.Name)
		ch <- prometheus.MustNewConstMetric(replicaUpDesc, prometheus.GaugeValue, b2f(rs.Up), rs.Name)
		ch <- prometheus.MustNewConstMetric(stalenessDesc, prometheus.GaugeValue, rs.Staleness.Seconds(), rs.Name)
	}
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}
