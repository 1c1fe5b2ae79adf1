package main

// heldout_au_traps.go: traps made of identifiers and numbers that look random but are not
// credentials: git SHAs, checksums, UUIDs, digests, public keys, publishable keys, national ids,
// phone numbers, M-Pesa transaction codes, invoices, postal codes and tracking numbers.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func hauTrapIDOne() Sample {
	n := hauName()
	sha := hauRnd(hexs, 40)
	switch rng.IntN(20) {
	case 0:
		return hauTrap("trap-git-sha", "shell", fmt.Sprintf("$ git log --oneline -3\n%s corrige envio de SMS em lote\n%s traduz tela de doações pro francês\n%s atualiza dependências", sha[:7], hauRnd(hexs, 7), hauRnd(hexs, 7)))
	case 1:
		return hauTrap("trap-git-sha", "chat", fmt.Sprintf("%s: el bug entró en el commit %s, hagan revert de ese", n, sha))
	case 2:
		return hauTrap("trap-git-sha", "shell", fmt.Sprintf("git revert %s\ngit push origin main", sha))
	case 3:
		return hauTrap("trap-git-sha", "ci-log", fmt.Sprintf("Checking out %s (refs/remotes/origin/main)\nHEAD is now at %s Merge pull request #%d from %s/fix-mpesa-callback", sha, sha[:7], 100+rng.IntN(400), strings.ToLower(hauPick("juma", "budi", "camila"))))
	case 4:
		h := hauRnd(hexs, 64)
		return hauTrap("trap-checksum", "shell", fmt.Sprintf("$ sha256sum app-radio-release.apk\n%s  app-radio-release.apk", h))
	case 5:
		return hauTrap("trap-checksum", "note", fmt.Sprintf("Somme de contrôle MD5 de l'ISO : %s (vérifier avant d'installer sur les PC du cyber)", hauRnd(hexs, 32)))
	case 6:
		return hauTrap("trap-uuid", "log", fmt.Sprintf("%s INFO callback recebido request_id=%s status=200 duration_ms=%d", hauStamp(), hauUUID(), 20+rng.IntN(900)))
	case 7:
		return hauTrap("trap-uuid", "chat", fmt.Sprintf("%s: o ID da doação que deu erro é %s, pode olhar?", n, hauUUID()))
	case 8:
		return hauTrap("trap-trace", "log", fmt.Sprintf("level=error msg=\"timeout calling gateway\" trace_id=%s span_id=%s provider=%s", hauRnd(hexs, 32), hauRnd(hexs, 16), hauPick("paystack", "midtrans", "iyzico", "mercadopago")))
	case 9:
		return hauTrap("trap-build", "ci-log", fmt.Sprintf("Build #%d (%s.%d) succeeded in 4m%02ds\nArtifact: radio-app-%d.%d.%d-%s.aab", 1000+rng.IntN(9000), strings.ReplaceAll(hauStamp()[:10], "-", ""), 1+rng.IntN(9), rng.IntN(60), 1+rng.IntN(3), rng.IntN(20), rng.IntN(10), hauRnd(hexs, 8)))
	case 10:
		return hauTrap("trap-version", "chat", fmt.Sprintf("%s: atualizei o WordPress pra %d.%d.%d e o plugin do PagSeguro pra v%d.%d.%d-beta.%d", n, 6, rng.IntN(8), rng.IntN(4), 2, rng.IntN(10), rng.IntN(10), 1+rng.IntN(5)))
	case 11:
		return hauTrap("trap-digest", "yaml", fmt.Sprintf("containers:\n  - name: sms-worker\n    image: ghcr.io/mtaani-pay/sms-worker@sha256:%s", hauRnd(hexs, 64)))
	case 12:
		return hauTrap("trap-digest", "shell", fmt.Sprintf("$ docker pull nginx:1.27-alpine\n1.27-alpine: Pulling from library/nginx\nDigest: sha256:%s\nStatus: Downloaded newer image for nginx:1.27-alpine", hauRnd(hexs, 64)))
	case 13:
		s := hauPick("Relatório mensal de ouvintes — março", "Liste des bénévoles du samedi", "Ratiba ya vipindi vya wiki", "Haftalık yayın akışı", "Jadwal siaran minggu ini")
		return hauTrap("trap-base64", "note", fmt.Sprintf("o campo \"titulo\" vem em base64 no webhook: %s (= \"%s\")", base64.StdEncoding.EncodeToString([]byte(s)), s))
	case 14:
		return hauTrap("trap-base64", "html", fmt.Sprintf("<img alt=\"logo\" src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAA%s\">", hauB64(40)))
	case 15:
		return hauTrap("trap-sha", "chat", fmt.Sprintf("%s: commit de la version déployée : %s — tag v%d.%d", n, sha, 1+rng.IntN(4), rng.IntN(12)))
	case 16:
		return hauTrap("trap-etag", "http", fmt.Sprintf("HTTP/1.1 200 OK\nContent-Type: audio/mpeg\nETag: \"%s\"\nX-Request-Id: %s\nCache-Control: public, max-age=3600", hauRnd(hexs, 32), hauRnd(alnum, 20)))
	case 17:
		return hauTrap("trap-uuid", "sql", fmt.Sprintf("SELECT * FROM pagamentos WHERE id = '%s' AND status = 'pendente';", hauUUID()))
	case 18:
		return hauTrap("trap-git-sha", "markdown", fmt.Sprintf("| versão | commit | data |\n|---|---|---|\n| 2.%d.0 | `%s` | %s |\n| 2.%d.1 | `%s` | %s |", rng.IntN(9), hauRnd(hexs, 12), hauDate(), rng.IntN(9), hauRnd(hexs, 12), hauDate()))
	default:
		return hauTrap("trap-checksum", "shell", fmt.Sprintf("$ git rev-parse HEAD\n%s\n$ md5sum backup.tar.gz\n%s  backup.tar.gz", sha, hauRnd(hexs, 32)))
	}
}

func hauTrapPublicOne() Sample {
	n := hauName()
	switch rng.IntN(14) {
	case 0:
		return hauTrap("trap-ssh-public", "note", fmt.Sprintf("Adicionar no authorized_keys do servidor da rádio:\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@notebook-estudio", hauRnd(alnum+"+/", 43), strings.ToLower(hauPick("juma", "camila", "budi", "aicha"))))
	case 1:
		return hauTrap("trap-ssh-public", "chat", fmt.Sprintf("%s: ma clé publique pour le serveur : ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ%s moussa@portable", n, hauRnd(alnum+"+/", 120)))
	case 2:
		return hauTrap("trap-cert", "pem", fmt.Sprintf("-----BEGIN CERTIFICATE-----\nMIID%s\n%s\n%s\n-----END CERTIFICATE-----", hauB64(60), hauB64(64), hauB64(32)+"=="))
	case 3:
		return hauTrap("trap-public-key", "pem", fmt.Sprintf("Chave pública para validar o webhook do gateway:\n-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA%s\n%s\n-----END PUBLIC KEY-----", hauB64(20), hauB64(64)))
	case 4:
		return hauTrap("trap-publishable", "javascript", fmt.Sprintf("const stripe = Stripe('pk_live_51%s');", hauRnd(alnum, 97)))
	case 5:
		return hauTrap("trap-publishable", "javascript", fmt.Sprintf("const handler = PaystackPop.setup({\n  key: 'pk_live_%s',\n  email: cliente.email,\n  amount: total * 100,\n  currency: 'NGN',\n});", hauRnd(hexs, 40)))
	case 6:
		return hauTrap("trap-publishable", "html", fmt.Sprintf("<script src=\"https://app.midtrans.com/snap/snap.js\" data-client-key=\"Mid-client-%s\"></script>", hauRnd(b64url, 16)))
	case 7:
		return hauTrap("trap-publishable", "javascript", fmt.Sprintf("const mp = new MercadoPago('APP_USR-%s', { locale: 'es-AR' });", hauUUID()))
	case 8:
		return hauTrap("trap-publishable", "javascript", fmt.Sprintf("FlutterwaveCheckout({\n  public_key: \"FLWPUBK-%s-X\",\n  tx_ref: \"don-%s\",\n  currency: \"XOF\",\n});", hauRnd(hexs, 32), hauRnd(digits, 8)))
	case 9:
		return hauTrap("trap-publishable", "html", fmt.Sprintf("<div class=\"g-recaptcha\" data-sitekey=\"6Lc%s\"></div>", hauRnd(b64url, 37)))
	case 10:
		return hauTrap("trap-wireguard-public", "ini", fmt.Sprintf("[Peer]\n# celular da repórter\nPublicKey = %s=\nAllowedIPs = 10.8.0.%d/32", hauB64(43), 2+rng.IntN(200)))
	case 11:
		return hauTrap("trap-publishable", "chat", fmt.Sprintf("%s: a public key do Mercado Pago pode ir no front sem problema: APP_USR-%s", n, hauUUID()))
	case 12:
		return hauTrap("trap-analytics", "html", fmt.Sprintf("<script async src=\"https://www.googletagmanager.com/gtag/js?id=G-%s\"></script>", hauRnd(upper+digits, 10)))
	default:
		return hauTrap("trap-pgp-fingerprint", "note", fmt.Sprintf("Fingerprint PGP da redação (para fontes): %s %s %s %s %s  %s %s %s %s %s",
			hauRnd("0123456789ABCDEF", 4), hauRnd("0123456789ABCDEF", 4), hauRnd("0123456789ABCDEF", 4), hauRnd("0123456789ABCDEF", 4), hauRnd("0123456789ABCDEF", 4),
			hauRnd("0123456789ABCDEF", 4), hauRnd("0123456789ABCDEF", 4), hauRnd("0123456789ABCDEF", 4), hauRnd("0123456789ABCDEF", 4), hauRnd("0123456789ABCDEF", 4)))
	}
}

func hauTrapNationalOne() Sample {
	n := hauName()
	switch rng.IntN(16) {
	case 0:
		return hauTrap("trap-national-id", "note", fmt.Sprintf("Cadastro do voluntário %s — CPF %s, RG %s-%s", n, hauCPF(), hauRnd(digits, 8), hauRnd(digits, 1)))
	case 1:
		return hauTrap("trap-national-id", "note", fmt.Sprintf("CNPJ da associação: %s.%s.%s/0001-%s", hauRnd(digits, 2), hauRnd(digits, 3), hauRnd(digits, 3), hauRnd(digits, 2)))
	case 2:
		return hauTrap("trap-national-id", "note", fmt.Sprintf("CURP: %s%s%s%s%s", hauRnd(upper, 4), hauRnd(digits, 6), hauPick("H", "M"), hauRnd(upper, 5), hauRnd(alnum[:36], 2)))
	case 3:
		return hauTrap("trap-national-id", "invoice", fmt.Sprintf("RFC del proveedor: %s%s%s — Factura %s-%s", hauRnd(upper, 3), hauRnd(digits, 6), hauRnd(upper+digits, 3), hauPick("A", "B", "F"), hauRnd(digits, 5)))
	case 4:
		return hauTrap("trap-national-id", "invoice", fmt.Sprintf("RUC: 20%s\nRazón social: Asociación Voz del Barrio\nBoleta electrónica B001-%s", hauRnd(digits, 9), hauRnd(digits, 8)))
	case 5:
		return hauTrap("trap-national-id", "invoice", fmt.Sprintf("NIT %s.%s.%s-%s — Fundación Semillas", hauPick("900", "901", "830"), hauRnd(digits, 3), hauRnd(digits, 3), hauRnd(digits, 1)))
	case 6:
		return hauTrap("trap-national-id", "chat", fmt.Sprintf("%s: namba ya kitambulisho cha %s ni %s, na KRA PIN ni A%sK", n, hauName(), hauRnd(digits, 8), hauRnd(digits, 9)))
	case 7:
		return hauTrap("trap-national-id", "note", fmt.Sprintf("NIK penerima bantuan: %s (%s)", hauRnd(digits, 16), hauPick("Kel. Sukajadi", "Desa Cibodas", "Kec. Tamalate")))
	case 8:
		return hauTrap("trap-national-id", "form", fmt.Sprintf("Ad Soyad: %s\nT.C. Kimlik No: %s\nDoğum Tarihi: %s", n, hauDigits(11), hauDate()))
	case 9:
		return hauTrap("trap-national-id", "form", fmt.Sprintf("رقم الهوية الإماراتية: 784-%d-%s-%s", 1970+rng.IntN(40), hauRnd(digits, 7), hauRnd(digits, 1)))
	case 10:
		return hauTrap("trap-national-id", "form", fmt.Sprintf("NIN: %s\nBVN: %s\nState: %s", hauDigits(11), hauDigits(11), hauPick("Lagos", "Kano", "Oyo", "Enugu")))
	case 11:
		return hauTrap("trap-national-id", "form", fmt.Sprintf("DNI %s%s — %s, Buenos Aires", hauRnd("1234", 1), hauRnd(digits, 7), n))
	case 12:
		return hauTrap("trap-bank", "note", fmt.Sprintf("IBAN (bağış hesabı): TR%s %s %s %s %s %s %s", hauRnd(digits, 2), hauRnd(digits, 4), hauRnd(digits, 4), hauRnd(digits, 4), hauRnd(digits, 4), hauRnd(digits, 4), hauRnd(digits, 2)))
	case 13:
		return hauTrap("trap-national-id", "form", fmt.Sprintf("NINEA : %s — RCCM : SN-DKR-%d-B-%s", hauRnd(digits, 9), 2015+rng.IntN(9), hauRnd(digits, 5)))
	case 14:
		return hauTrap("trap-bank", "note", fmt.Sprintf("Chave Pix da campanha: %s (é o CNPJ, pode divulgar)", fmt.Sprintf("%s.%s.%s/0001-%s", hauRnd(digits, 2), hauRnd(digits, 3), hauRnd(digits, 3), hauRnd(digits, 2))))
	default:
		return hauTrap("trap-bank", "note", fmt.Sprintf("Paybill %s, Account No. %s — michango ya redio ya jamii", hauRnd(digits, 6), hauPick("SAUTI", "RADIO", "MCHANGO")+hauRnd(digits, 3)))
	}
}

func hauPhone() string {
	switch rng.IntN(8) {
	case 0:
		return fmt.Sprintf("+254 7%s %s %s", hauRnd(digits, 2), hauRnd(digits, 3), hauRnd(digits, 3))
	case 1:
		return fmt.Sprintf("+55 (%s) 9%s-%s", hauRnd("1234567", 1)+hauRnd(digits, 1), hauRnd(digits, 4), hauRnd(digits, 4))
	case 2:
		return fmt.Sprintf("+90 5%s %s %s %s", hauRnd(digits, 2), hauRnd(digits, 3), hauRnd(digits, 2), hauRnd(digits, 2))
	case 3:
		return fmt.Sprintf("0812-%s-%s", hauRnd(digits, 4), hauRnd(digits, 4))
	case 4:
		return fmt.Sprintf("+966 5%s %s %s", hauRnd(digits, 1), hauRnd(digits, 3), hauRnd(digits, 4))
	case 5:
		return fmt.Sprintf("+52 55 %s %s", hauRnd(digits, 4), hauRnd(digits, 4))
	case 6:
		return fmt.Sprintf("+221 77 %s %s %s", hauRnd(digits, 3), hauRnd(digits, 2), hauRnd(digits, 2))
	default:
		return fmt.Sprintf("+234 80%s %s %s", hauRnd(digits, 1), hauRnd(digits, 3), hauRnd(digits, 4))
	}
}

func hauMpesaCode() string { return hauRnd(upper, 3) + hauRnd(upper+digits, 7) }

func hauTrapCommerceOne() Sample {
	n := hauName()
	switch rng.IntN(18) {
	case 0:
		return hauTrap("trap-phone", "chat", fmt.Sprintf("%s: namba ya %s ni %s, mpigie kuhusu kipindi", n, hauName(), hauPhone()))
	case 1:
		return hauTrap("trap-phone", "note", fmt.Sprintf("Contatos de emergência\n- Técnico do transmissor: %s\n- Defesa Civil: 199\n- %s: %s", hauPhone(), hauName(), hauPhone()))
	case 2:
		return hauTrap("trap-phone", "csv", fmt.Sprintf("nombre,telefono,barrio\n%s,%s,San Martín\n%s,%s,La Loma", n, hauPhone(), hauName(), hauPhone()))
	case 3, 4:
		return hauTrap("trap-mpesa-code", "sms", fmt.Sprintf("%s Confirmed. Ksh%d,%03d.00 sent to %s %s on %d/%d/24 at %d:%02d PM. New M-PESA balance is Ksh%d,%03d.50. Transaction cost, Ksh%d.00.",
			hauMpesaCode(), 1+rng.IntN(20), rng.IntN(1000), strings.ToUpper(hauName()), hauPick("MWANGI", "ODHIAMBO", "HASSAN", "KAMAU"), 1+rng.IntN(28), 1+rng.IntN(12), 1+rng.IntN(11), rng.IntN(60), 1+rng.IntN(90), rng.IntN(1000), 13+rng.IntN(90)))
	case 5:
		return hauTrap("trap-mpesa-code", "chat", fmt.Sprintf("%s: nimetuma michango, code ya M-Pesa ni %s", n, hauMpesaCode()))
	case 6:
		return hauTrap("trap-mpesa-code", "json", fmt.Sprintf("{\"ResultCode\": 0, \"ResultDesc\": \"The service request is processed successfully.\", \"MpesaReceiptNumber\": \"%s\", \"Amount\": %d, \"PhoneNumber\": 2547%s}", hauMpesaCode(), 10+rng.IntN(5000), hauRnd(digits, 8)))
	case 7:
		return hauTrap("trap-invoice", "note", fmt.Sprintf("NF-e chave de acesso: %s", hauRnd(digits, 44)))
	case 8:
		return hauTrap("trap-invoice", "note", fmt.Sprintf("Boleto da gráfica — linha digitável: %s.%s %s.%s %s.%s %s %s", hauRnd(digits, 5), hauRnd(digits, 5), hauRnd(digits, 5), hauRnd(digits, 6), hauRnd(digits, 5), hauRnd(digits, 6), hauRnd(digits, 1), hauRnd(digits, 14)))
	case 9:
		return hauTrap("trap-invoice", "email", fmt.Sprintf("Estimado %s:\nAdjuntamos la factura N.º %s-%s correspondiente a %s.\nCUFE: %s\nSaludos cordiales.", n, hauPick("FE", "SETP"), hauRnd(digits, 6), hauPick("marzo", "abril", "mayo"), hauRnd(hexs, 96)))
	case 10:
		return hauTrap("trap-postal", "note", fmt.Sprintf("Endereço: Rua %s, %d — CEP %s-%s, %s", hauPick("das Flores", "Maria Quitéria", "Sete de Setembro"), 10+rng.IntN(900), hauRnd(digits, 5), hauRnd(digits, 3), hauPick("Salvador/BA", "Recife/PE", "São Paulo/SP")))
	case 11:
		return hauTrap("trap-tracking", "chat", fmt.Sprintf("%s: o kit de microfones foi postado, rastreio %s%s%s", n, hauRnd(upper, 2), hauRnd(digits, 9), "BR"))
	case 12:
		return hauTrap("trap-tracking", "email", fmt.Sprintf("Votre colis %s est en cours de livraison. Numéro de suivi DHL : %s. Code postal : %s.", hauRnd(upper+digits, 8), hauRnd(digits, 10), hauPick("10000", "BP 4521 Dakar", "20250")))
	case 13:
		return hauTrap("trap-tracking", "note", fmt.Sprintf("Kargo takip no: %s (Yurtiçi), posta kodu %s", hauRnd(digits, 12), "34"+hauRnd(digits, 3)))
	case 14:
		return hauTrap("trap-pix", "note", fmt.Sprintf("Pix copia e cola (doação avulsa):\n00020126360014BR.GOV.BCB.PIX0114%s5204000053039865802BR5919ASSOCIACAO RADIO MA6009SALVADOR62070503***6304%s", hauRnd(digits, 14), hauRnd("0123456789ABCDEF", 4)))
	case 15:
		return hauTrap("trap-order", "chat", fmt.Sprintf("%s: pesanan Tokopedia INV/%s/MPL/%s udah dikirim, resi JNE %s", n, strings.ReplaceAll(hauStamp()[:10], "-", ""), hauRnd(digits, 10), hauRnd(upper+digits, 12)))
	case 16:
		return hauTrap("trap-order", "log", fmt.Sprintf("%s INFO midtrans notification order_id=DON-%s transaction_id=%s status=settlement gross_amount=%d.00", hauStamp(), hauRnd(digits, 8), hauUUID(), 10000*(1+rng.IntN(50))))
	default:
		return hauTrap("trap-order", "log", fmt.Sprintf("%s INFO paystack charge.success reference=%s amount=%d currency=NGN customer=%s", hauStamp(), hauRnd(lower+digits, 10), 100*(50+rng.IntN(900)), hauEmail()))
	}
}

func hauTrapSamples() []Sample {
	var out []Sample
	out = append(out, hauRep(54, hauTrapIDOne)...)
	out = append(out, hauRep(40, hauTrapPublicOne)...)
	out = append(out, hauRep(40, hauTrapNationalOne)...)
	out = append(out, hauRep(46, hauTrapCommerceOne)...)
	return out
}
