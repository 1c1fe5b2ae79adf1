package main

import (
	"encoding/base64"
	"fmt"
)

// More formats: XML and .NET configs, payment gateways of Mexico and Brazil, public-sector
// portals of Portugal, Mexico and Argentina.

func hbnMoreGens() []hbnGen {
	return []hbnGen{
		{hbnMoreBankVoice, 4}, {hbnMoreMoodle, 3}, {hbnMoreSendmail, 3}, {hbnMoreConekta, 4},
		{hbnMoreOpenpay, 3}, {hbnMoreKeytool, 3}, {hbnMoreFileZilla, 4}, {hbnMoreGitlab, 3},
		{hbnMoreSegSocial, 3}, {hbnMoreIMSS, 3}, {hbnMoreARBA, 3}, {hbnMoreWSSE, 4},
		{hbnMoreAppsettings, 4},
		{hbnTMoreFileZilla, 4}, {hbnTMoreOpenpay, 4}, {hbnTMoreRemote, 4}, {hbnTMoreAppsettings, 4},
		{hbnTMorePhone, 3}, {hbnTMoreProtocol, 4}, {hbnTMoreBankMail, 4}, {hbnTMoreMatricula, 3},
		{hbnTMoreSegSocial, 3},
	}
}

func hbnMoreBankVoice() Sample {
	pw := hbnPIN(pick([]int{6, 8}))
	if hbnCoin() {
		pw = hbnPw(false)
	}
	txt := "🎙️ Audio transcrito (0:4" + rnd(digits, 1) + "):\n\"" + pick(hbnFirstES) + ", mira, para que pagues tú las facturas de los proveedores mientras estoy fuera: entras en la banca online con el NIF de la empresa y la clave de acceso es " + pw + ". Las firmas te llegan al móvil. Venga, hasta el lunes.\""
	return hbnSec("bank-password", "voice-note", txt, []string{pw})
}

func hbnMoreMoodle() Sample {
	o := hbnOrgCC("pt")
	pw := hbnGenPw()
	body := "Bom dia,\n\nconforme pedido, a palavra-passe do utilizador administrador do Moodle (https://moodle." + o.dom + ") foi reposta para:\n\n" + pw + "\n\nRecomendamos alterá-la no primeiro acesso e ativar a autenticação de dois fatores."
	return hbnSec("admin-password", "mail", hbnMail2(o, "Moodle — reposição de palavra-passe", body), []string{pw}, "https://moodle."+o.dom)
}

func hbnMoreSendmail() Sample {
	o := hbnOrgCC("mx", "co", "ar")
	pw := hbnPw(false)
	user := "facturacion@" + o.dom
	txt := "; C:\\xampp\\sendmail\\sendmail.ini\n[sendmail]\nsmtp_server=smtp.gmail.com\nsmtp_port=587\nsmtp_ssl=tls\nauth_username=" + user + "\nauth_password=" + pw + "\nforce_sender=" + user
	return hbnSec("smtp-password", "ini", txt, []string{pw}, user)
}

func hbnMoreConekta() Sample {
	priv := "key_" + rnd(alnum, 24)
	pub := "key_" + rnd(alnum, 24)
	txt := "{\n  \"pasarela\": \"conekta\",\n  \"public_key\": \"" + pub + "\",\n  \"private_key\": \"" + priv + "\",\n  \"api_version\": \"2.1.0\",\n  \"locale\": \"es\"\n}"
	return hbnSec("payment-api-key", "json", txt, []string{priv}, pub)
}

func hbnMoreOpenpay() Sample {
	priv := "sk_" + rnd(hexs, 32)
	mid := "m" + rnd(lower+digits, 19)
	txt := "# Openpay - cobro de colegiaturas\nOPENPAY_MERCHANT_ID=" + mid + "\nOPENPAY_PRIVATE_KEY=" + priv + "\nOPENPAY_PUBLIC_KEY=pk_" + rnd(hexs, 32) + "\nOPENPAY_PRODUCTION=true"
	return hbnSec("payment-api-key", "env", txt, []string{priv}, mid)
}

func hbnMoreKeytool() Sample {
	pw := hbnPw(hbnCoin())
	txt := "$ keytool -importkeystore -srckeystore ecnpj_a1.pfx -srcstoretype PKCS12 \\\n    -srcstorepass '" + pw + "' -destkeystore nfe.jks -deststoretype JKS\nEnter destination keystore password:\nRe-enter new password:\nImporting keystore ecnpj_a1.pfx to nfe.jks...\nEntry for alias 1 successfully imported."
	return hbnSec("cert-password", "shell", txt, []string{pw}, "nfe.jks")
}

func hbnMoreFileZilla() Sample {
	host := "ftp." + pick(hbnOrgs).dom
	pw := hbnPw(hbnCoin())
	b := base64.StdEncoding.EncodeToString([]byte(pw))
	txt := "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<FileZilla3>\n  <Servers>\n    <Server>\n      <Host>" + host + "</Host>\n      <Port>21</Port>\n      <Protocol>0</Protocol>\n      <Logontype>1</Logontype>\n      <User>web</User>\n      <Pass encoding=\"base64\">" + b + "</Pass>\n      <Name>Site do colégio</Name>\n    </Server>\n  </Servers>\n</FileZilla3>"
	return hbnSec("ftp-password", "xml", txt, []string{b}, host)
}

func hbnMoreGitlab() Sample {
	tok := "glpat-" + rnd(b64url, 20)
	repo := pick([]string{"gestoria-mtz/nominas", "clinica-sol/agenda", "colegio-st/web"})
	txt := "$ git remote -v\norigin\thttps://oauth2:" + tok + "@gitlab.com/" + repo + ".git (fetch)\norigin\thttps://oauth2:" + tok + "@gitlab.com/" + repo + ".git (push)"
	return hbnSec("gitlab-token", "shell", txt, []string{tok}, repo)
}

func hbnMoreSegSocial() Sample {
	niss := "1" + rnd(digits, 10)
	pw := hbnPw(true)
	txt := niss + " — Segurança Social Direta da empresa\nSenha: " + pw + "\n(usar para entregar as declarações de remunerações até dia 10)"
	if hbnCoin() {
		txt = "Olá Sr. " + pick(hbnLastPT) + ", para tratarmos das declarações de remunerações precisamos do acesso à Segurança Social Direta: NISS " + niss + ", senha " + pw + ". Obrigada, " + pick(hbnFirstPT)
	}
	return hbnSec("gov-password", "chat", txt, []string{pw}, niss)
}

func hbnMoreIMSS() Sample {
	pw := hbnPw(false)
	reg := rnd(upper, 1) + rnd(digits, 9) + rnd(digits, 1)
	t := hbnClock()
	a, _ := hbnPerson(false)
	txt := t(a) + "Lic., le paso la contraseña del certificado del IDSE para los movimientos afiliatorios: " + pw + "\n" + t(a) + "registro patronal " + reg + "\n" + t(a) + "el .pfx se lo mandé ayer por correo"
	return hbnSec("cert-password", "whatsapp", txt, []string{pw}, reg)
}

func hbnMoreARBA() Sample {
	cuit := hbnCUIT()
	cit := hbnPw(false)
	txt := "Flor, para la DDJJ de ingresos brutos de ARBA:\nCUIT " + cuit + "\nCIT: " + cit + "\nacordate que vence el 15"
	return hbnSec("tax-portal-password", "chat", txt, []string{cit}, cuit)
}

func hbnMoreWSSE() Sample {
	user := rnd(digits, 14)
	pw := hbnPw(true)
	txt := "<soapenv:Envelope xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\" xmlns:wsse=\"http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd\">\n  <soapenv:Header>\n    <wsse:Security>\n      <wsse:UsernameToken>\n        <wsse:Username>" + user + "</wsse:Username>\n        <wsse:Password>" + pw + "</wsse:Password>\n      </wsse:UsernameToken>\n    </wsse:Security>\n  </soapenv:Header>\n  <soapenv:Body><nfse:ConsultarLoteRps/></soapenv:Body>\n</soapenv:Envelope>"
	return hbnSec("api-password", "xml", txt, []string{pw}, user)
}

func hbnMoreAppsettings() Sample {
	pw := hbnPw(hbnCoin())
	srv := pick([]string{"srv-sql01", "10.0.0.12", "sql.interno"})
	txt := "{\n  \"ConnectionStrings\": {\n    \"Default\": \"Server=" + srv + ";Database=Prontuario;User Id=app_prontuario;Password=" + pw + ";Encrypt=False\"\n  },\n  \"Logging\": { \"LogLevel\": { \"Default\": \"Warning\" } },\n  \"AllowedHosts\": \"*\"\n}"
	return hbnSec("db-password", "json", txt, []string{pw}, "User Id=app_prontuario")
}

// Traps.

func hbnTMoreFileZilla() Sample {
	return hbnTrap("trap-no-password", "xml", "<Server>\n  <Host>ftp."+pick(hbnOrgs).dom+"</Host>\n  <Port>21</Port>\n  <Logontype>3</Logontype>\n  <User>web</User>\n  <Name>Site (pede a senha ao conectar)</Name>\n</Server>")
}

func hbnTMoreOpenpay() Sample {
	return hbnTrap("trap-public-key", "env", "# Openpay - front\nOPENPAY_MERCHANT_ID=m"+rnd(lower+digits, 19)+"\nOPENPAY_PUBLIC_KEY=pk_"+rnd(hexs, 32)+"\n# la llave privada está en AWS Secrets Manager (openpay/prod)")
}

func hbnTMoreRemote() Sample {
	repo := pick([]string{"gestoria-mtz/nominas", "clinica-sol/agenda", "colegio-st/web"})
	return hbnTrap("trap-no-password", "shell", "$ git remote -v\norigin\tgit@gitlab.com:"+repo+".git (fetch)\norigin\tgit@gitlab.com:"+repo+".git (push)\n$ git log -1 --format=%H\n"+rnd(hexs, 40))
}

func hbnTMoreAppsettings() Sample {
	if hbnCoin() {
		return hbnTrap("trap-no-password", "json", "{\n  \"ConnectionStrings\": {\n    \"Default\": \"Server=srv-sql01;Database=Prontuario;Integrated Security=True;TrustServerCertificate=True\"\n  }\n}")
	}
	return hbnTrap("trap-secret-reference", "json", "{\n  \"ConnectionStrings\": {\n    \"Default\": \"Server=sql.interno;Database=Nominas;User Id=app;Password=#{DB_PASSWORD}#\"\n  }\n}")
}

func hbnTMorePhone() Sample {
	return hbnTrap("trap-phone", "voice-note", "Transcrição:\n\"Anota aí o telefone do técnico da impressora: "+hbnPhone("br")+", ele atende até às 18h. O número de série do equipamento tá na etiqueta de trás.\"")
}

func hbnTMoreProtocol() Sample {
	return hbnTrap("trap-protocol-number", "xml", "<EnviarLoteRpsResposta>\n  <NumeroLote>"+fmt.Sprint(100+rng.IntN(900))+"</NumeroLote>\n  <DataRecebimento>"+hbnISO()+"</DataRecebimento>\n  <Protocolo>"+rnd(digits, 15)+"</Protocolo>\n</EnviarLoteRpsResposta>")
}

func hbnTMoreBankMail() Sample {
	o := hbnOrgCC("es", "mx", "co", "cl")
	body := "Estimado cliente:\n\nle informamos de un cargo de " + fmt.Sprint(50+rng.IntN(900)) + ",00 en su tarjeta terminada en " + rnd(digits, 4) + ". Recuerde que nunca le pediremos su clave de firma, su PIN ni códigos por teléfono o correo."
	return hbnTrap("trap-masked", "mail", hbnMailHead(o, "avisos@banco.example", "administracion@"+o.dom, "Aviso de cargo")+body)
}

func hbnTMoreMatricula() Sample {
	s := "matricula,curso,turma\n"
	for i := 0; i < 4; i++ {
		s += "2025" + rnd(digits, 5) + "," + fmt.Sprint(6+rng.IntN(4)) + "º ano," + pick([]string{"A", "B", "C"}) + "\n"
	}
	return hbnTrap("trap-student-id", "csv", s)
}

func hbnTMoreSegSocial() Sample {
	return hbnTrap("trap-password-talk", "chat", "A senha da Segurança Social Direta é pedida online e chega por carta em 5 dias úteis. Quando chegar, a empresa deve alterá-la logo no primeiro acesso.")
}
