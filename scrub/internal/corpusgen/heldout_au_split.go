package main

// heldout_au_split.go: secrets wrapped across two lines (the second line alone looks like random
// text), and the key ids of service accounts quoted in prose.

import (
	"fmt"
	"strings"
)

// hauLongSecret returns a long secret of a real shape and its kind.
func hauLongSecret() (string, string) {
	switch rng.IntN(12) {
	case 0:
		return "ghp_" + hauRnd(alnum, 36), "github"
	case 1:
		return hauSlackBot(), "slack"
	case 2:
		return hauB64(40), "aws-secret"
	case 3:
		return "SG." + hauRnd(b64url, 22) + "." + hauRnd(b64url, 43), "sendgrid"
	case 4:
		return hauMetaToken(), "whatsapp"
	case 5:
		return hauB64(86) + "==", "azure-storage"
	case 6:
		return "Mid-server-" + hauRnd(b64url, 24), "midtrans"
	case 7:
		return "sk_live_" + hauRnd(hexs, 40), "paystack"
	case 8:
		return hauMPAccess(), "mercadopago"
	case 9:
		return "sk-proj-" + hauRnd(b64url, 48) + "T3BlbkFJ" + hauRnd(b64url, 48), "openai"
	case 10:
		return "FLWSECK-" + hauRnd(hexs, 32) + "-X", "flutterwave"
	default:
		return "glpat-" + hauRnd(b64url, 20), "gitlab"
	}
}

func hauMPAccess() string {
	return "APP_USR-" + hauDigits(16) + "-" + hauRnd(digits, 6) + "-" + hauRnd(hexs, 32) + "-" + hauDigits(9)
}

func hauSplitOne() Sample {
	sec, kind := hauLongSecret()
	// split somewhere in the middle, leaving at least 10 characters on each side
	lo := 10
	if strings.HasPrefix(sec, "Mid-server-") || strings.HasPrefix(sec, "glpat-") || strings.HasPrefix(sec, "FLWSECK-") {
		lo = len(sec) / 2
	}
	hi := len(sec) - 10
	cut := lo + rng.IntN(hi-lo+1)
	if cut > len(sec)-10 {
		cut = len(sec) - 10
	}
	a, b := sec[:cut], sec[cut:]
	n, m := hauName(), hauName()
	tm := hauTime()
	cat := "split-" + kind
	switch rng.IntN(12) {
	case 0:
		return hauSec(cat, "chat", fmt.Sprintf("%s: toma a chave, o WhatsApp quebrou em duas linhas:\n%s\n%s\n%s: junta as duas sem espaço", n, a, b, n), a, b)
	case 1:
		return hauSec(cat, "chat", fmt.Sprintf("[%s] %s: token ni:\n[%s] %s: %s\n[%s] %s: %s\n[%s] %s: samahani ilikatika", tm, n, tm, n, a, tm, n, b, tm, n), a, b)
	case 2:
		return hauSec(cat, "log", fmt.Sprintf("%s INFO  pagos.cliente inicializando con key=%s\n                                    %s\n%s INFO  pagos.cliente listo", hauStamp(), a, b, hauStamp()), a, b)
	case 3:
		return hauSec(cat, "email", fmt.Sprintf("> Bonjour %s,\n> voici la clé pour le serveur de la radio :\n> %s\n> %s\n> Cordialement", n, a, b), a, b).hauKeep("> Cordialement")
	case 4:
		return hauSec(cat, "note", fmt.Sprintf("chave de produção (%s) — copiada do celular:\n%s\n%s\nconferir se não ficou espaço no meio", kind, a, b), a, b).hauKeep("conferir se não ficou espaço no meio")
	case 5:
		return hauSec(cat, "chat", fmt.Sprintf("%s: api key-nya panjang banget jadi aku pecah dua ya\n%s: %s\n%s: %s\n%s: udah kesimpen, makasih", n, n, a, n, b, m), a, b)
	case 6:
		return hauSec(cat, "note", fmt.Sprintf("Anahtar (iki satıra bölündü):\n  %s\n  %s\n%s", a, b, hauFiller()), a, b)
	case 7:
		return hauSec(cat, "log", fmt.Sprintf("%s WARN webhook: header Authorization demasiado largo, truncado en el log:\nBearer %s\n%s\n%s ERROR webhook: 401", hauStamp(), a, b, hauStamp()), a, b)
	case 8:
		return hauSec(cat, "markdown", fmt.Sprintf("Clé de l'API (ne pas committer) :\n\n    %s\n    %s\n\nLa suite dans le wiki.", a, b), a, b).hauKeep("La suite dans le wiki.")
	case 9:
		return hauSec(cat, "chat", fmt.Sprintf("%s: المفتاح انقسم في سطرين:\n%s\n%s", n, a, b), a, b)
	case 10:
		return hauSec(cat, "sms", fmt.Sprintf("(1/2) %s: chave %s\n(2/2) %s", n, a, b), a, b)
	default:
		return hauSec(cat, "meeting-notes", fmt.Sprintf("Notas %s\n- %s\n- clave temporal para el piloto:\n  %s\n  %s\n- %s", hauDate(), hauFiller(), a, b, "revisar presupuesto del piloto"), a, b).hauKeep("- revisar presupuesto del piloto")
	}
}

func hauSA() string {
	return hauPick("ngo-sync", "sheets-bot", "relatorios", "backup-drive", "firebase-adminsdk-"+hauRnd(lower+digits, 5), "cloud-run-sms", "donaciones") +
		"@" + hauPick("radio-mare", "ong-semillas-prod", "rumah-baca-4821", "espoir-dakar", "mtaani-pay") + ".iam.gserviceaccount.com"
}

func hauKeyIDOne() Sample {
	h := hauRnd(hexs, 40)
	sa, n := hauSA(), hauName()
	proj := hauPick("radio-mare", "ong-semillas-prod", "rumah-baca-4821", "espoir-dakar", "mtaani-pay")
	switch rng.IntN(14) {
	case 0:
		return hauSec("sa-key-id", "chat", fmt.Sprintf("%s: o JSON da conta de serviço tem \"private_key_id\": \"%s\" — essa tem que ser revogada hoje", n, h), h)
	case 1:
		return hauSec("sa-key-id", "json", fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"private_key\": \"<removido>\",\n  \"client_email\": \"%s\"\n}", proj, h, sa), h).hauKeep("\"type\": \"service_account\",")
	case 2:
		return hauSec("sa-key-id", "yaml", fmt.Sprintf("gcp:\n  project: %s\n  private_key_id: %s\n  client_email: %s", proj, h, sa), h)
	case 3:
		return hauSec("sa-key-id", "python", fmt.Sprintf("creds_info = {\n    'type': 'service_account',\n    'private_key_id': '%s',\n    'client_email': '%s',\n}", h, sa), h)
	case 4:
		return hauSec("sa-key-id", "chat", fmt.Sprintf("%s: la key id de %s es %s, bórrenla que se filtró en el repo", n, sa, h), h)
	case 5:
		return hauSec("sa-key-id", "chat", fmt.Sprintf("%s: l'identifiant de clé privée du compte de service (%s) : %s", n, sa, h), h)
	case 6:
		return hauSec("sa-key-id", "env", fmt.Sprintf("GOOGLE_PROJECT_ID=%s\nGOOGLE_PRIVATE_KEY_ID=%s\nGOOGLE_CLIENT_EMAIL=%s", proj, h, sa), h)
	case 7:
		return hauSec("sa-key-id", "ticket", fmt.Sprintf("INC-%s: chave exposta no GitHub\nConta: %s\n\"private_key_id\": \"%s\"\nAção: revogar e gerar nova", hauDigits(4), sa, h), h).hauKeep("Ação: revogar e gerar nova")
	case 8:
		return hauSec("sa-key-id", "chat", fmt.Sprintf("%s: \"private_key_id\":\"%s\" ini dari file json firebase yang kemarin ya?", n, h), h)
	case 9:
		return hauSec("sa-key-id", "php", fmt.Sprintf("$credenciales = [\n    'type' => 'service_account',\n    'private_key_id' => '%s',\n    'client_email' => '%s',\n];", h, sa), h)
	case 10:
		return hauSec("sa-key-id", "chat", fmt.Sprintf("%s: servis hesabının private_key_id değeri %s, bunu Slack'e atmışlar", n, h), h)
	case 11:
		return hauSec("sa-key-id", "toml", fmt.Sprintf("[google]\nproject_id = \"%s\"\nprivate_key_id = \"%s\"", proj, h), h)
	case 12:
		return hauSec("sa-key-id", "note", fmt.Sprintf("ملاحظة: معرف المفتاح الخاص لحساب الخدمة %s هو %s", sa, h), h)
	default:
		return hauSec("sa-key-id", "markdown", fmt.Sprintf("Campos do arquivo de credenciais:\n\n| campo | valor |\n|---|---|\n| `client_email` | %s |\n| `private_key_id` | `%s` |", sa, h), h)
	}
}

func hauSplitSamples() []Sample { return hauRep(30, hauSplitOne) }

func hauKeyIDSamples() []Sample { return hauRep(28, hauKeyIDOne) }
