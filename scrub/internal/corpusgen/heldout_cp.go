package main

// heldout-cp is a blind held-out corpus part themed on Kubernetes platform teams: kubeconfigs,
// service account tokens, Helm values, Secret manifests (plain, base64 and sealed), registry
// pull secrets, Argo CD and Flux configs, kubectl output and incident channels, in English and
// Portuguese. It was written without reading the scrubber's rules, its tests or any other
// corpus part.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func heldoutCP() []Sample {
	var out []Sample
	run := func(gens []func() Sample, n int) {
		for _, g := range gens {
			for i := 0; i < n; i++ {
				out = append(out, g())
			}
		}
	}
	run(hcpKubeGens(), 5)
	run(hcpManifestGens(), 5)
	run(hcpHelmGens(), 5)
	run(hcpChatGens(), 5)
	run(hcpMoreGens(), 5)
	run(hcpShapeGens(), 3)
	run(hcpShapeTrapGens(), 3)
	run(hcpTrapGens(), 5)
	run(hcpTrapGens2(), 5)
	run(hcpMoreTrapGens(), 5)
	for i, s := range out {
		hcpCheck(i, s)
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// hcpCheck panics when a sample is malformed.
func hcpCheck(i int, s Sample) {
	if s.Secrets == nil {
		panic(fmt.Sprintf("heldout-cp sample %d (%s): nil secrets", i, s.Category))
	}
	for _, sec := range s.Secrets {
		if sec == "" || !strings.Contains(s.Text, sec) {
			panic(fmt.Sprintf("heldout-cp sample %d (%s): secret %q not in text", i, s.Category, sec))
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-cp sample %d (%s): keep %q not in text", i, s.Category, k))
		}
		for _, sec := range s.Secrets {
			if hcpOverlaps(s.Text, k, sec) {
				panic(fmt.Sprintf("heldout-cp sample %d (%s): keep %q overlaps secret %q", i, s.Category, k, sec))
			}
		}
	}
}

func hcpSpans(text, sub string) [][2]int {
	var sp [][2]int
	for off := 0; ; {
		j := strings.Index(text[off:], sub)
		if j < 0 {
			return sp
		}
		sp = append(sp, [2]int{off + j, off + j + len(sub)})
		off += j + 1
	}
}

func hcpOverlaps(text, a, b string) bool {
	for _, x := range hcpSpans(text, a) {
		for _, y := range hcpSpans(text, b) {
			if x[0] < y[1] && y[0] < x[1] {
				return true
			}
		}
	}
	return false
}

// hcpS builds a sample with secrets; hcpT builds a trap.
func hcpS(cat, format, text string, secrets []string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func hcpT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func hcpN(a, b int) int { return a + rng.IntN(b-a+1) }

func hcpPT() bool { return rng.IntN(100) < 40 }

func hcpCoin() bool { return rng.IntN(2) == 0 }

func hcpOr(pt bool, en, ptText string) string {
	if pt {
		return ptText
	}
	return en
}

func hcpCap(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func hcpRandBytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(rng.IntN(256))
	}
	return b
}

func hcpB64(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }

func hcpB64Rand(n int) string { return base64.StdEncoding.EncodeToString(hcpRandBytes(n)) }

func hcpB64URLRaw(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func hcpHex(n int) string { return rnd(hexs, n) }

func hcpUUID() string {
	return hcpHex(8) + "-" + hcpHex(4) + "-4" + hcpHex(3) + "-" + pick([]string{"8", "9", "a", "b"}) + hcpHex(3) + "-" + hcpHex(12)
}

func hcpTime() string {
	return fmt.Sprintf("%02d:%02d", hcpN(0, 23), hcpN(0, 59))
}

func hcpDate() string {
	return fmt.Sprintf("2025-%02d-%02d", hcpN(1, 12), hcpN(1, 28))
}

func hcpStamp() string {
	return fmt.Sprintf("%sT%s:%02dZ", hcpDate(), hcpTime(), hcpN(0, 59))
}

var hcpWordsEN = []string{"harbor", "kestrel", "pinecone", "granite", "lantern", "otter", "maple",
	"copper", "falcon", "meadow", "rocket", "violet", "tundra", "anchor", "bramble", "cobalt",
	"ember", "glacier", "hazel", "juniper", "walrus", "pickle", "saffron", "thistle"}

var hcpWordsPT = []string{"saudade", "caju", "jabuti", "pitanga", "ipanema", "lisboa", "coimbra",
	"mandioca", "farol", "sabia", "goiaba", "cachoeira", "tucano", "brigadeiro", "aracaju",
	"pastel", "guarana", "jangada", "bacalhau", "sardinha", "alfama", "capivara"}

var hcpSyms = []string{"!", "@", "#", "%", "&", "*", "+", "=", "?", "_", ".", "-"}

func hcpWord() string {
	if rng.IntN(2) == 0 {
		return pick(hcpWordsPT)
	}
	return pick(hcpWordsEN)
}

// hcpPw is a password as people invent them or as generators print them.
func hcpPw() string {
	switch rng.IntN(8) {
	case 0:
		return hcpCap(hcpWord()) + pick(hcpSyms) + fmt.Sprint(hcpN(1979, 2026))
	case 1:
		return hcpWord() + "-" + hcpWord() + "-" + fmt.Sprint(hcpN(1, 99))
	case 2:
		return rnd(upper+lower, 1) + rnd(alnum, hcpN(13, 27))
	case 3:
		b := []byte(rnd(upper, 1) + rnd(alnum+"!@#%&*+=?", hcpN(11, 19)))
		return string(b)
	case 4:
		return pick([]string{"K8s", "Kub3", "Hlm", "Arg0", "Flx", "Clust3r"}) + pick(hcpSyms) + hcpCap(hcpWord()) + fmt.Sprint(hcpN(10, 999))
	case 5:
		return hcpCap(hcpWord()) + "." + pick([]string{"Com", "De", "Na", "Do"}) + "." + hcpCap(hcpWord()) + fmt.Sprint(hcpN(1, 99))
	case 6:
		return hcpWord() + fmt.Sprint(hcpN(100, 9999)) + pick(hcpSyms) + hcpCap(hcpWord())
	default:
		return rnd(lower+digits, hcpN(20, 32))
	}
}

// hcpPwURL is a password safe inside a URL's user info.
func hcpPwURL() string {
	switch rng.IntN(3) {
	case 0:
		return hcpCap(hcpWord()) + pick([]string{"_", "-", "."}) + fmt.Sprint(hcpN(1979, 2026))
	case 1:
		return rnd(alnum, hcpN(16, 28))
	default:
		return hcpWord() + "-" + hcpWord() + fmt.Sprint(hcpN(1, 99))
	}
}

func hcpPIN(n int) string { return rnd(digits, n) }

func hcpNS() string {
	return pick([]string{"payments", "checkout", "platform", "monitoring", "observability",
		"pagamentos", "faturamento", "data", "search", "billing", "identity", "ledger",
		"notificacoes", "catalogo", "orders", "edge"})
}

func hcpCluster() string {
	return pick([]string{"prod-eu-west-1", "stg-sa-east-1", "gke-prod-01", "aks-hml-br",
		"eks-platform-prod", "k3s-lab", "dev-br-01", "prd-gru-02", "hml-lis-01", "ops-us-east-2",
		"prod-fra", "staging-ams"})
}

func hcpApp() string {
	return pick([]string{"api-gateway", "checkout-svc", "ledger-worker", "pix-consumer",
		"notifier", "orders-api", "catalog", "auth-proxy", "fatura-api", "search-indexer",
		"report-cron", "webhook-relay"})
}

func hcpSA() string {
	return pick([]string{"ci-deployer", "argocd-manager", "gitlab-runner", "tekton-bot",
		"backup-velero", "metrics-reader", "jenkins", "deploy-bot", "flux-reconciler",
		"readonly-auditor"})
}

func hcpPerson() string {
	return pick([]string{"marta.silva", "joao.pereira", "bia", "rafa", "dmitri", "priya.n",
		"leo.costa", "ana.ribeiro", "tiago", "sam.o", "kenji", "fernanda.m", "carla", "nuno.r",
		"helena", "oscar"})
}

func hcpUser() string {
	return pick([]string{"admin", "deploy", "ops", "svc_app", "platform", "root", "grafana",
		"pgadmin", "app_rw", "svc-ci", "readonly", "harbor-push", "cd-bot"})
}

func hcpDomain() string {
	return pick([]string{"acme-pay.io", "lojinha.com.br", "fintrack.pt", "corp.example",
		"vendas.net.br", "northwind.dev", "bancodigital.com.br", "logistica.pt"})
}

func hcpRegistry() string {
	return pick([]string{"registry.gitlab.com", "ghcr.io", "harbor." + hcpDomain(),
		"quay.io", "docker.io", "registry." + hcpDomain(), "acrprodbr.azurecr.io",
		fmt.Sprintf("%d.dkr.ecr.sa-east-1.amazonaws.com", hcpN(100000000000, 999999999999))})
}

func hcpAPIServer() string {
	return pick([]string{
		fmt.Sprintf("https://%s.gr7.sa-east-1.eks.amazonaws.com", strings.ToUpper(hcpHex(32))),
		fmt.Sprintf("https://%d.%d.%d.%d:6443", hcpN(10, 172), hcpN(0, 255), hcpN(0, 255), hcpN(1, 254)),
		fmt.Sprintf("https://api.%s.%s:6443", hcpCluster(), hcpDomain()),
		fmt.Sprintf("https://%s-dns-%s.hcp.brazilsouth.azmk8s.io:443", hcpCluster(), hcpHex(8)),
	})
}

func hcpChatLine(who, msg string) string {
	switch rng.IntN(3) {
	case 0:
		return fmt.Sprintf("[%s] %s: %s", hcpTime(), who, msg)
	case 1:
		return fmt.Sprintf("%s  %s\n%s", who, hcpTime(), msg)
	default:
		return fmt.Sprintf("<%s> %s", who, msg)
	}
}

const hcpFence = "```"
