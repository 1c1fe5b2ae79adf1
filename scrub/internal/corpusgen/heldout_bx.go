// heldout-bx is a blind held-out corpus part themed on data engineering and analytics teams:
// dbt profiles, Airflow connections, warehouses (Snowflake, BigQuery, Redshift, Databricks),
// ELT tools, BI tools and their embed secrets, notebooks, connection strings, object storage
// keys, Kafka configs and analysts' Slack threads. It also holds new variants of four shapes
// (Discord bot tokens, "login is user / pw" prose, tokens split over two lines and quoted
// private_key_id values). It was written without reading the scrubber's rules, its tests or
// any other corpus part.
package main

import (
	"fmt"
	"strings"
)

// hbxGen is one text template with how many samples it contributes.
type hbxGen struct {
	n int
	f func() Sample
}

func heldoutBX() []Sample {
	var gens []hbxGen
	gens = append(gens, hbxConfigGens()...)
	gens = append(gens, hbxChatGens()...)
	gens = append(gens, hbxCodeGens()...)
	gens = append(gens, hbxMoreGens()...)
	gens = append(gens, hbxShapeGens()...)
	gens = append(gens, hbxTrapGens()...)
	gens = append(gens, hbxTrapGens2()...)
	var out []Sample
	for _, g := range gens {
		for i := 0; i < g.n; i++ {
			s := g.f()
			hbxCheck(s)
			out = append(out, s)
		}
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// hbxS builds a sample with secrets; hbxT builds a trap.
func hbxS(cat, format, text string, secrets []string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func hbxT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

// hbxFill replaces {name} placeholders: hbxFill(t, "pw", pw, "user", u).
func hbxFill(t string, kv ...string) string {
	var pairs []string
	for i := 0; i+1 < len(kv); i += 2 {
		pairs = append(pairs, "{"+kv[i]+"}", kv[i+1])
	}
	return strings.NewReplacer(pairs...).Replace(t)
}

func hbxSpans(text, sub string) [][2]int {
	var out [][2]int
	for off := 0; ; {
		i := strings.Index(text[off:], sub)
		if i < 0 {
			return out
		}
		out = append(out, [2]int{off + i, off + i + len(sub)})
		off += i + 1
	}
}

func hbxCheck(s Sample) {
	if s.Secrets == nil {
		panic("heldout-bx: nil secrets in " + s.Category)
	}
	if len(s.Secrets) == 0 && len(s.Keep) > 0 {
		panic("heldout-bx: trap with keep in " + s.Category)
	}
	for _, sec := range s.Secrets {
		if sec == "" || !strings.Contains(s.Text, sec) {
			panic(fmt.Sprintf("heldout-bx: secret %q not in text (%s):\n%s", sec, s.Category, s.Text))
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-bx: keep %q not in text (%s):\n%s", k, s.Category, s.Text))
		}
		for _, sec := range s.Secrets {
			for _, a := range hbxSpans(s.Text, k) {
				for _, b := range hbxSpans(s.Text, sec) {
					if a[0] < b[1] && b[0] < a[1] {
						panic(fmt.Sprintf("heldout-bx: keep %q overlaps secret %q (%s)", k, sec, s.Category))
					}
				}
			}
		}
	}
}
